// The app's public origin as configured: what every link in an e-mail and on a sealed document starts with, the same
// in the app and in a worker process (which serves no requests, so it has only its settings to go by).
import type { Env } from './env.server';

/** APP_URL's origin; without it the app's own port on localhost, where a local run answers (README: set APP_URL). */
export function configuredOrigin(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
}
