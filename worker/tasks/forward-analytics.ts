// Job: forward one completed payment's analytics events (payment_1 / payment_2, conversion) to ANALYTICS_URL
// (enqueued in the payment's transaction only when it is set).
import type { Task } from 'graphile-worker';
import { forwardPaymentEvents } from '../../lib/analytics.server';
import type { WorkerContext } from '../context';

export function forwardAnalyticsTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    const { paymentId } = payload as { paymentId?: unknown };
    if (typeof paymentId !== 'string') {
      helpers.logger.error(`forward_analytics_events: payload has no paymentId: ${JSON.stringify(payload)}`);
      return;
    }
    if (!context.analytics) {
      helpers.logger.warn('forward_analytics_events: ANALYTICS_URL is no longer set; the events stay recorded only');
      return;
    }
    await forwardPaymentEvents(context.db, paymentId, context.analytics);
  };
}
