// The e-mail test form (administration-platform.md §2.17, end-user-journey.md §2): its one zod schema, used by the
// browser for live messages and by the action as the rule that counts, the template kinds it offers, and the
// attachment's check. Its words are the admin catalogue's (`emailForm`), in the language of the `t` it is given: the
// page's `useTranslation('admin')` in the browser, the action's `requestTexts(request, 'admin')` (issue 35).
import { z } from 'zod';
import type { AdminTexts } from './admin-nav';
import { usDateSchema } from './admin-forms';

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

/** Why a chosen file may not be attached: a key of the catalogue's `emailForm` ('Please choose a file that is under 2MB in size'). */
export type AttachmentProblem = 'tooLarge' | 'fileType';

/** §5's upload types: the attachment may be one of these. */
export const ATTACHMENT_EXTENSIONS = ['.png', '.gif', '.jpeg', '.jpg', '.pdf', '.doc', '.docx', '.xls', '.xlsx'] as const;

/**
 * Every e-mail kind the product sends, for the form's template choice; 'message' is the plain message and
 * 'practice' the same marked as a practice. email-form.server.test.ts checks this against templates/emails, so a
 * template added there and not here fails.
 */
export const EMAIL_FORM_TEMPLATES = [
  'message',
  'practice',
  'invite',
  'share',
  'sign',
  'signed',
  'collaborate',
  'agreed',
  'disagreement',
  'sign-again',
  'sent-back',
  'restarted',
  'answers-changed',
  'completed',
  'completion-follow-up',
  'incomplete-reminder',
  'stakeholder',
  'initial-payment',
  'final-payment',
  'one-time-payment',
  'verify-email',
  'reset-password',
  'account-deleted',
  'form-withdrawn',
  'spouse-left',
] as const;

export type EmailFormTemplate = (typeof EMAIL_FORM_TEMPLATES)[number];

const optional = (max: number) => z.string().trim().max(max).optional();

/** The form's one schema, its messages in the language of `t`. */
export function emailFormSchema(t: AdminTexts) {
  const requiredText = t('validation.required');
  const required = (max: number) => z.string({ error: requiredText }).trim().min(1, requiredText).max(max);
  return z
    .object({
      toName: required(200),
      toEmail: z.email({ error: (issue) => (issue.input === undefined ? requiredText : t('emailForm.invalidEmail')) }).max(254),
      subject: required(300),
      message: required(20_000),
      // the select's empty choice is the plain message
      template: z.enum(EMAIL_FORM_TEMPLATES).default('message'),
      linkName: optional(200),
      linkPath: optional(2000).refine((path) => path === undefined || path.startsWith('/') || /^https:\/\//.test(path), t('emailForm.linkPathStart')),
      // MM/DD/YYYY as the admin pages write dates; empty is today
      sendOn: usDateSchema(t).optional(),
      /** the file input: checked by attachmentProblem, on choosing it (with JavaScript) and by the action */
      attachment: z.unknown().optional(),
    })
    .refine((f) => (f.linkName === undefined) === (f.linkPath === undefined), { message: t('emailForm.linkBoth'), path: ['linkPath'] });
}

export type EmailForm = z.output<ReturnType<typeof emailFormSchema>>;

/** Send stays disabled (with JavaScript) until these four are filled (§2.17). */
export const SEND_NEEDS = ['toName', 'toEmail', 'subject', 'message'] as const;

/** Whether a chosen file may be attached: its size, then its type by name. Undefined when it may. */
export function attachmentProblem(file: { name: string; size: number }): AttachmentProblem | undefined {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  const name = file.name.toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'fileType';
  return undefined;
}
