// The e-mail test form (administration-platform.md §2.17, end-user-journey.md §2): its one zod schema, used by the
// browser for live messages and by the action as the rule that counts, the template kinds it offers and its texts.
import { z } from 'zod';
import { englishAdmin, MESSAGES } from '../../../i18n/english';
import { usDateSchema } from './admin-forms';

// English until the e-mail test page moves to the admin catalogue (issue 35)
const usDate = usDateSchema(englishAdmin());

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export const EMAIL_FORM_MESSAGES = {
  sent: (name: string) => `Email was successfully sent to ${name}`,
  scheduled: (name: string, day: string) => `Email to ${name} is scheduled for ${day}`,
  failed: (name: string) => `Sorry, could not send email to ${name}`,
  tooLarge: 'Please choose a file that is under 2MB in size',
  fileType: 'Please attach a PNG, GIF, JPEG, PDF, Word or Excel file',
  linkBoth: 'Give the link both a name and a path, or neither',
  linkPath: 'The link path starts with / (a page of Accord) or https://',
} as const;

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

const required = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

export const emailFormSchema = z
  .object({
    toName: required(200),
    toEmail: z.email({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.invalidEmail) }).max(254),
    subject: required(300),
    message: required(20_000),
    // the select's empty choice is the plain message
    template: z.enum(EMAIL_FORM_TEMPLATES).default('message'),
    linkName: optional(200),
    linkPath: optional(2000).refine((path) => path === undefined || path.startsWith('/') || /^https:\/\//.test(path), EMAIL_FORM_MESSAGES.linkPath),
    // MM/DD/YYYY as the admin pages write dates; empty is today
    sendOn: usDate.optional(),
    /** the file input: checked by attachmentProblem, on choosing it (with JavaScript) and by the action */
    attachment: z.unknown().optional(),
  })
  .refine((f) => (f.linkName === undefined) === (f.linkPath === undefined), { message: EMAIL_FORM_MESSAGES.linkBoth, path: ['linkPath'] });

export type EmailForm = z.output<typeof emailFormSchema>;

/** Send stays disabled (with JavaScript) until these four are filled (§2.17). */
export const SEND_NEEDS = ['toName', 'toEmail', 'subject', 'message'] as const;

/** Whether a chosen file may be attached: its size, then its type by name. Undefined when it may. */
export function attachmentProblem(file: { name: string; size: number }): string | undefined {
  if (file.size > MAX_ATTACHMENT_BYTES) return EMAIL_FORM_MESSAGES.tooLarge;
  const name = file.name.toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return EMAIL_FORM_MESSAGES.fileType;
  return undefined;
}
