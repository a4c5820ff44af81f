// The e-mail test form's work (administration-platform.md §2.17): the chosen template's data made from the
// form, its preview rendered as the worker would render it, and the e-mail handed to the e-mail module, which
// sends it now or on its send date.
import { sql } from 'kysely';
import type { Database } from '../../../db/client';
import { deliverEmail, type DeliveryOptions } from '../../../lib/email-delivery.server';
import { renderEmail } from '../../../templates/emails/index';
import { sendEmail, type EmailSettings, type QueuedEmail } from '../email.server';
import type { EmailForm, EmailFormTemplate } from './email-form';

export interface EmailFormContext {
  /** where the app answers, for the links of a template that needs one */
  origin: string;
  /** the admin sending, named as the sender in the step e-mails' examples */
  adminName: string;
  supportEmail: string;
}

export interface EmailAttachment {
  name: string;
  bytes: Buffer;
  mediaType: string;
}

function linkUrl(form: EmailForm, origin: string): string | undefined {
  if (!form.linkPath) return undefined;
  return form.linkPath.startsWith('/') ? `${origin}${form.linkPath}` : form.linkPath;
}

/**
 * What each template needs, from the form: the message and link as they are typed; for the step, receipt and
 * account e-mails (whose texts are fixed) the subject stands for the workflow's name, the link (else the app) for
 * their button, and a sample receipt. The spec gives none of this; a test form that shows each kind is the point.
 */
export function templateDataFor(form: EmailForm, context: EmailFormContext): Record<string, unknown> {
  const url = linkUrl(form, context.origin);
  const link = form.linkName && url ? { name: form.linkName, url } : null;
  const button = url ?? `${context.origin}/`;
  const step = () => ({ workflowName: form.subject, fromName: context.adminName, url: button });
  const receipt = () => ({ amount: '49.00', price: '49.00', discount: '0.00', couponCode: null, orderId: 'PRACTICE-ORDER' });
  const kinds: Record<EmailFormTemplate, () => Record<string, unknown>> = {
    message: () => ({ message: form.message, link }),
    practice: () => ({ message: form.message, link }),
    invite: () => step(),
    share: () => step(),
    sign: () => step(),
    signed: () => step(),
    collaborate: () => step(),
    agreed: () => step(),
    disagreement: () => step(),
    'sign-again': () => step(),
    'sent-back': () => step(),
    restarted: () => step(),
    'answers-changed': () => step(),
    completed: () => step(),
    'completion-follow-up': () => step(),
    'incomplete-reminder': () => step(),
    stakeholder: () => step(),
    'initial-payment': () => receipt(),
    'final-payment': () => receipt(),
    'one-time-payment': () => receipt(),
    'verify-email': () => ({ url: button }),
    'reset-password': () => ({ url: button }),
    'account-deleted': () => ({}),
    'form-withdrawn': () => ({ name: context.adminName, workflowName: form.subject }),
    'spouse-left': () => ({ name: context.adminName, workflowName: form.subject }),
  };
  return kinds[form.template]();
}

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The media type the attachment is sent as, from its (already checked) name. */
export function attachmentMediaType(name: string): string {
  return MEDIA_TYPES[name.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** The e-mail as its recipient would see it (HTML), for the form's preview. */
export async function previewEmailForm(form: EmailForm, context: EmailFormContext): Promise<string> {
  const { html } = await renderEmail(form.template, form.toName, templateDataFor(form, context), context.supportEmail);
  return html;
}

/** What became of a send: delivered now, kept for its send date, or not delivered (the queue tries again later). */
export type EmailFormOutcome = { kind: 'sent' } | { kind: 'scheduled'; sendOn: QueuedEmail['sendOn'] } | { kind: 'failed'; reason: string };

/**
 * The queue's own attempt at a test e-mail waits this long: the form delivers it at once to tell the admin whether
 * delivery works, and the queue only retries one that failed (or whose request ended before it was delivered).
 */
export const EMAIL_FORM_RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * Records the e-mail and queues it in one transaction (the e-mail module's rule); one for today is then delivered
 * at once through the same transport the worker uses, so the admin reads whether it left (§8's two texts).
 */
export async function sendEmailForm(
  db: Database,
  form: EmailForm,
  attachment: EmailAttachment | undefined,
  context: EmailFormContext,
  settings: EmailSettings,
  delivery: DeliveryOptions,
): Promise<EmailFormOutcome> {
  const url = linkUrl(form, context.origin);
  const queued = await db.transaction().execute((tx) =>
    sendEmail(
      tx,
      {
        to: { name: form.toName, email: form.toEmail },
        subject: form.subject,
        message: form.message,
        template: form.template,
        data: templateDataFor(form, context),
        sendOn: form.sendOn,
        link: form.linkName && url ? { name: form.linkName, url } : undefined,
        attachment: attachment ? { name: attachment.name, content: `data:${attachment.mediaType};base64,${attachment.bytes.toString('base64')}` } : undefined,
      },
      { ...settings, queueAttemptAfterMs: EMAIL_FORM_RETRY_AFTER_MS },
    ),
  );
  if (queued.status === 'scheduled') return { kind: 'scheduled', sendOn: queued.sendOn };
  try {
    await deliverEmail(db, queued.id, delivery);
  } catch (error) {
    // deliverEmail recorded the failure on the row; the queued job retries it
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  await sql`select graphile_worker.remove_job(${`email:${queued.id}`})`.execute(db);
  return { kind: 'sent' };
}
