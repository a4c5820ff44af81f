// Job: send one stored newsletter subscription to Mailchimp (enqueued only when Mailchimp is configured).
import type { Task } from 'graphile-worker';
import { getEnv } from '../../app/env.server';
import { sendSubscriptionToMailchimp } from '../../app/services/newsletter.server';
import type { WorkerContext } from '../context';

export function newsletterSubscribeTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    const { email } = payload as { email?: unknown };
    if (typeof email !== 'string') {
      helpers.logger.error(`newsletter_subscribe: payload has no email: ${JSON.stringify(payload)}`);
      return;
    }
    const env = getEnv();
    if (!env.MAILCHIMP_API_KEY || !env.MAILCHIMP_LIST_ID) {
      helpers.logger.warn('newsletter_subscribe: MAILCHIMP_API_KEY or MAILCHIMP_LIST_ID is no longer set; the address stays stored');
      return;
    }
    await sendSubscriptionToMailchimp(context.db, email, { apiKey: env.MAILCHIMP_API_KEY, listId: env.MAILCHIMP_LIST_ID, apiUrl: env.MAILCHIMP_API_URL });
  };
}
