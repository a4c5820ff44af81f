// The registry of e-mail templates: a payload names one (or gives a plain message) and the worker renders it.
// Each template's words come from the emails catalogue (i18n/catalogues) in the language its data names
// (`language`, set by the sender from the recipient: users.language, else the share dialog's choice); an e-mail that
// names none (queued before) is English. A template that has a fixed subject gives it here too (`emailSubject`), so
// the e-mail row keeps the subject in the language the e-mail is written in.
import { toPlainText } from '@react-email/components';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { z } from 'zod';
import { ResetPasswordEmail, VerifyEmail } from './account-link';
import { AccountDeletionEmail, accountDeletionSubject, type AccountDeletionEmailKind } from './account-deletion';
import { AdminEmail, adminEmailSubject, type AdminEmailKind } from './admin';
import { FollowUpEmail, followUpSubject, type FollowUpEmailKind } from './follow-up';
import { MessageEmail, practiceNote } from './message';
import { PaymentReceiptEmail, receiptSubject, type ReceiptLevel } from './payment-receipt';
import { PRODUCT_NAME } from './layout';
import { emailTexts, type EmailTexts } from './texts';
import { WorkflowStepEmail, workflowStepSubject, type WorkflowStepEmailKind } from './workflow-step';

/** The account e-mails' data: the link. */
const accountLinkSchema = z.object({ url: z.string().url() });

const linkSchema = z.object({ name: z.string(), url: z.string() }).nullable().optional();

const messageSchema = z.object({ message: z.string().min(1), link: linkSchema });

const workflowStepSchema = z.object({ workflowName: z.string().min(1), fromName: z.string().min(1), url: z.string().url(), otherParty: z.string().min(1).optional() });

/** What every entry gives: its data's schema, its subject when it has a fixed one, and the e-mail itself. */
interface Template<Schema extends z.ZodType> {
  data: Schema;
  subject?: (data: z.infer<Schema>, texts: EmailTexts) => string;
  build: (toName: string, data: z.infer<Schema>, supportEmail: string, texts: EmailTexts) => ReactElement;
}

const template = <Schema extends z.ZodType>(entry: Template<Schema>) => entry;

/** One registry entry per step e-mail the machine names (share, agreed, sign, signed, completed, disagreement, ...). */
const workflowStep = (kind: WorkflowStepEmailKind) =>
  template({
    data: workflowStepSchema,
    subject: (data, texts) => workflowStepSubject(kind, data, texts),
    build: (toName, data, supportEmail, texts) => <WorkflowStepEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} texts={texts} />,
  });

const followUpSchema = z.object({ workflowName: z.string().min(1), url: z.string().url(), onePerson: z.boolean().optional() });

/** The scheduled e-mails (30 days after completion, 7 days after the last change). */
const followUp = (kind: FollowUpEmailKind) =>
  template({
    data: followUpSchema,
    subject: (data, texts) => followUpSubject(kind, data, texts),
    build: (toName, data, supportEmail, texts) => <FollowUpEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} texts={texts} />,
  });

/** The e-mails to administrators, in their own language. */
const adminEmail = (kind: AdminEmailKind) =>
  template({
    data: workflowStepSchema,
    subject: (data, texts) => adminEmailSubject(kind, data, texts),
    build: (toName, data, supportEmail, texts) => <AdminEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} texts={texts} />,
  });

const receiptSchema = z.object({ amount: z.string(), price: z.string(), discount: z.string(), couponCode: z.string().nullable().optional(), orderId: z.string() });

const receipt = (level: ReceiptLevel) =>
  template({
    data: receiptSchema,
    subject: (_data, texts) => receiptSubject(level, texts),
    build: (toName, data, supportEmail, texts) => <PaymentReceiptEmail toName={toName} level={level} {...data} supportEmail={supportEmail} texts={texts} />,
  });

const accountDeletionSchema = z.object({ name: z.string().min(1).optional(), workflowName: z.string().min(1).optional() });

const accountDeletion = (kind: AccountDeletionEmailKind) =>
  template({
    data: accountDeletionSchema,
    subject: (data, texts) => accountDeletionSubject(kind, data, texts),
    build: (toName, data, supportEmail, texts) => <AccountDeletionEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} texts={texts} />,
  });

const accountLink = (Email: typeof VerifyEmail, words: 'verify' | 'reset') =>
  template({
    data: accountLinkSchema,
    subject: (_data, texts) => texts.t(`${words}.subject`, { product: PRODUCT_NAME }),
    build: (toName, data, supportEmail, texts) => <Email toName={toName} url={data.url} supportEmail={supportEmail} texts={texts} />,
  });

const templates = {
  message: template({
    data: messageSchema,
    build: (toName, data, supportEmail, texts) => <MessageEmail toName={toName} message={data.message} link={data.link} supportEmail={supportEmail} texts={texts} />,
  }),
  practice: template({
    data: messageSchema,
    build: (toName, data, supportEmail, texts) => <MessageEmail toName={toName} message={data.message} link={data.link} supportEmail={supportEmail} note={practiceNote(texts)} texts={texts} />,
  }),
  'verify-email': accountLink(VerifyEmail, 'verify'),
  'reset-password': accountLink(ResetPasswordEmail, 'reset'),
  'initial-payment': receipt(1),
  'final-payment': receipt(2),
  'one-time-payment': receipt('one-time'),
  invite: workflowStep('invite'),
  share: workflowStep('share'),
  agreed: workflowStep('agreed'),
  sign: workflowStep('sign'),
  signed: workflowStep('signed'),
  completed: workflowStep('completed'),
  disagreement: workflowStep('disagreement'),
  'sign-again': workflowStep('sign-again'),
  'sent-back': workflowStep('sent-back'),
  restarted: workflowStep('restarted'),
  'answers-changed': workflowStep('answers-changed'),
  'completion-follow-up': followUp('completion-follow-up'),
  'incomplete-reminder': followUp('incomplete-reminder'),
  collaborate: adminEmail('collaborate'),
  stakeholder: adminEmail('stakeholder'),
  'account-deleted': accountDeletion('account-deleted'),
  'form-withdrawn': accountDeletion('form-withdrawn'),
  'spouse-left': accountDeletion('spouse-left'),
};

export type EmailTemplateName = keyof typeof templates;
export const emailTemplateNames = Object.keys(templates) as EmailTemplateName[];

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(templates, name);
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** A template's entry with its data parsed, or an error naming the template when the data does not fit it. */
function parsedTemplate(name: EmailTemplateName, data: Record<string, unknown>) {
  // each entry takes the data its own schema parsed; TypeScript cannot pair the two through `name`
  const entry = templates[name] as Template<z.ZodType<unknown>>;
  const parsed = entry.data.safeParse(data);
  if (!parsed.success) throw new Error(`e-mail template '${name}': ${parsed.error.issues[0]?.message ?? 'bad data'}`);
  return { entry, parsed: parsed.data, texts: emailTexts(data.language) };
}

/** The subject of a template that has a fixed one, in the language its data names; undefined for a plain message. */
export function emailSubject(name: EmailTemplateName, data: Record<string, unknown>): string | undefined {
  const { entry, parsed, texts } = parsedTemplate(name, data);
  return entry.subject?.(parsed, texts);
}

const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** Renders a template with its data; throws with the template's name when the data does not fit it. */
export async function renderEmail(
  name: EmailTemplateName,
  toName: string,
  data: Record<string, unknown>,
  supportEmail: string,
): Promise<RenderedEmail> {
  const { entry, parsed, texts } = parsedTemplate(name, data);
  const element = entry.build(toName, parsed, supportEmail, texts);
  // Not react-email's render(): it reads React 18's streaming renderer, which can split a multi-byte character
  // on its 2 KB buffer boundary and leave a NUL byte in the HTML (PostgreSQL then refuses to keep the e-mail);
  // the preview's padding of 3-byte invisible spaces made that happen to the 'sign' e-mail. The string renderer
  // has no such buffer, and these templates need nothing asynchronous.
  const markup = renderToStaticMarkup(element);
  const html = `${XHTML_DOCTYPE}${markup}`;
  return { html, text: toPlainText(markup) };
}
