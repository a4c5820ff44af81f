// What carrying out an effect needs beyond the transaction: the e-mail settings and the origin that e-mail
// links start with. Read from the app's settings once; tests and jobs pass their own.
import { getEnv } from '../../../lib/env.server';
import { configuredOrigin } from '../../../lib/app-origin.server';
import type { EmailSettings } from '../email.server';

export interface EffectContext {
  email: EmailSettings;
  /** absolute origin for links in e-mails, such as https://accord.example */
  origin: string;
}

export function effectContextFromEnv(env = getEnv()): EffectContext {
  return {
    email: { defaultFrom: env.MAIL_FROM, timeZone: env.APP_TIME_ZONE },
    origin: configuredOrigin(env),
  };
}
