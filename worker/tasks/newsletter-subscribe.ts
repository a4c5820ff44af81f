// Job: send one stored newsletter subscription to Mailchimp (enqueued only when Mailchimp is configured).
import type { Task } from 'graphile-worker';
import { sendSubscriptionToMailchimp } from '../../lib/mailchimp.server';
import type { WorkerContext } from '../context';

export function newsletterSubscribeTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    const { email } = payload as { email?: unknown };
    if (typeof email !== 'string') {
      helpers.logger.error(`newsletter_subscribe: payload has no email: ${JSON.stringify(payload)}`);
      return;
    }
    if (!context.mailchimp) {
      helpers.logger.warn('newsletter_subscribe: MAILCHIMP_API_KEY or MAILCHIMP_LIST_ID is no longer set; the address stays stored');
      return;
    }
    await sendSubscriptionToMailchimp(context.db, email, context.mailchimp);
  };
}
