// Every route of the app, in one list (Remix v3 route config).
import { index, route, type RouteConfig } from '@remix-run/route-config';

export default [
  index('routes/home.tsx'),
  route('error', 'routes/error.tsx'),
  route('503', 'routes/maintenance.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('mailbox', 'routes/mailbox.tsx'),
  route('mailbox/:emailId', 'routes/mailbox.$emailId.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
