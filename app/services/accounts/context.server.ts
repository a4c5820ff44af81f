// The account context of a request: the client address for rate limits, the origin for e-mail links, and the
// settings e-mails need.
import type { AppLoadContext } from '@remix-run/node';
import { getEnv } from '../../../lib/env.server';
import { clientIp, publicOrigin } from '../request.server';
import type { AccountContext } from './account-service.server';

export function accountContext(request: Request, context: AppLoadContext | undefined): AccountContext {
  const env = getEnv();
  return { ip: clientIp(context), origin: publicOrigin(request, env.APP_URL), env };
}
