// Job: deliver one recorded e-mail (enqueued by sendEmail in the same transaction as the change that caused it).
import type { Task } from 'graphile-worker';
import { deliverEmail } from '../../lib/email-delivery.server';
import type { WorkerContext } from '../context';

export function sendEmailTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    const { emailId } = payload as { emailId?: unknown };
    if (typeof emailId !== 'string') {
      helpers.logger.error(`send_email: payload has no emailId: ${JSON.stringify(payload)}`);
      return;
    }
    const outcome = await deliverEmail(context.db, emailId, {
      transport: context.transport,
      supportEmail: context.supportEmail,
    });
    helpers.logger.info(`send_email ${emailId}: ${outcome}`);
  };
}
