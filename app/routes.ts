// Every route of the app, in one list (Remix v3 route config).
import { index, route, type RouteConfig } from '@remix-run/route-config';

export default [
  index('routes/home.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  route('create-user', 'routes/create-user.tsx'),
  route('verify-user', 'routes/verify-user.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('user-profile', 'routes/user-profile.tsx'),
  route('user-profile/:userId', 'routes/user-profile.$userId.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('wait', 'routes/wait.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('practice', 'routes/practice.tsx'),
  route('legal-advice', 'routes/legal-page.tsx', { id: 'legal-legal-advice' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal-terms-of-service' }),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal-privacy-policy' }),
  route('newsletter', 'routes/newsletter.tsx'),
  route('resources/session', 'routes/resources.session.ts'),
  route('resources/altcha-challenge', 'routes/resources.altcha-challenge.ts'),
  route('error', 'routes/error.tsx'),
  route('503', 'routes/maintenance.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('mailbox', 'routes/mailbox.tsx'),
  route('mailbox/:emailId', 'routes/mailbox.$emailId.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
