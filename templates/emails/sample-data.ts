// Sample data for every e-mail template, which the templates' tests render them with.
import type { EmailTemplateName } from './index';

const step = { workflowName: 'Divorcio de Utah', fromName: 'Robin Tester', url: 'https://accord.test/x' };
export const SAMPLE_RECEIPT = {
  amount: '1,049.00',
  price: '1,099.00',
  discount: '50.00',
  couponCode: 'CALMA',
  orderId: 'ORDER-1',
};
/** Data for each template, in Spanish where it brings words (the tests render each e-mail with it). */
export const SAMPLE_DATA: Record<EmailTemplateName, Record<string, unknown>> = {
  message: { message: 'Un mensaje.' },
  practice: { message: 'Un mensaje.' },
  'verify-email': { url: 'https://accord.test/v' },
  'reset-password': { url: 'https://accord.test/v' },
  'initial-payment': SAMPLE_RECEIPT,
  'final-payment': SAMPLE_RECEIPT,
  'one-time-payment': SAMPLE_RECEIPT,
  invite: step,
  share: step,
  agreed: step,
  sign: step,
  signed: step,
  completed: step,
  disagreement: step,
  'sign-again': step,
  'sent-back': step,
  restarted: step,
  'answers-changed': step,
  'completion-follow-up': { workflowName: 'Divorcio de Utah', url: 'https://accord.test/x' },
  'incomplete-reminder': { workflowName: 'Divorcio de Utah', url: 'https://accord.test/x' },
  collaborate: step,
  stakeholder: step,
  'account-deleted': {},
  'form-withdrawn': { name: 'Robin Tester', workflowName: 'Divorcio de Utah' },
  'spouse-left': { name: 'Robin Tester', workflowName: 'Divorcio de Utah' },
};
