// The registry of e-mail templates: a payload names one (or gives a plain message) and the worker renders it.
// Later issues add the spec's other kinds (invite, collaborate, stakeholder, ...) here, each a component in this folder.
import { toPlainText } from '@react-email/components';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { z } from 'zod';
import { ResetPasswordEmail, VerifyEmail } from './account-link';
import { CollaborateEmail } from './collaborate';
import { FollowUpEmail, type FollowUpEmailKind } from './follow-up';
import { MessageEmail, PRACTICE_NOTE } from './message';
import { PaymentReceiptEmail } from './payment-receipt';
import { StakeholderEmail } from './stakeholder';
import { emailTexts } from './texts';
import { LANGUAGES } from '../../i18n/languages';
import { WorkflowStepEmail, type WorkflowStepEmailKind } from './workflow-step';

/** The account e-mails' data: the link, and the recipient's language (English when an older e-mail names none). */
const accountLinkSchema = z.object({ url: z.string().url(), language: z.enum(LANGUAGES).optional() });

const linkSchema = z.object({ name: z.string(), url: z.string() }).nullable().optional();

const workflowStepSchema = z.object({ workflowName: z.string().min(1), fromName: z.string().min(1), url: z.string().url(), otherParty: z.string().min(1).optional() });

/** One registry entry per step e-mail the machine names (share, agreed, sign, signed, completed, disagreement, ...). */
const workflowStep = (kind: WorkflowStepEmailKind) => ({
  data: workflowStepSchema,
  build: (toName: string, data: z.infer<typeof workflowStepSchema>, supportEmail: string) => <WorkflowStepEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} />,
});

const followUpSchema = z.object({ workflowName: z.string().min(1), url: z.string().url(), onePerson: z.boolean().optional() });

/** The scheduled e-mails (30 days after completion, 7 days after the last change). */
const followUp = (kind: FollowUpEmailKind) => ({
  data: followUpSchema,
  build: (toName: string, data: z.infer<typeof followUpSchema>, supportEmail: string) => <FollowUpEmail kind={kind} toName={toName} {...data} supportEmail={supportEmail} />,
});

const receiptSchema = z.object({ amount: z.string(), price: z.string(), discount: z.string(), couponCode: z.string().nullable().optional(), orderId: z.string() });

const templates = {
  message: {
    data: z.object({ message: z.string().min(1), link: linkSchema }),
    build: (
      toName: string,
      data: { message: string; link?: { name: string; url: string } | null },
      supportEmail: string,
    ) => <MessageEmail toName={toName} message={data.message} link={data.link} supportEmail={supportEmail} />,
  },
  practice: {
    data: z.object({ message: z.string().min(1), link: linkSchema }),
    build: (toName: string, data: { message: string; link?: { name: string; url: string } | null }, supportEmail: string) => (
      <MessageEmail toName={toName} message={data.message} link={data.link} supportEmail={supportEmail} note={PRACTICE_NOTE} />
    ),
  },
  'verify-email': {
    data: accountLinkSchema,
    build: (toName: string, data: z.infer<typeof accountLinkSchema>, supportEmail: string) => (
      <VerifyEmail toName={toName} url={data.url} supportEmail={supportEmail} texts={emailTexts(data.language)} />
    ),
  },
  'reset-password': {
    data: accountLinkSchema,
    build: (toName: string, data: z.infer<typeof accountLinkSchema>, supportEmail: string) => (
      <ResetPasswordEmail toName={toName} url={data.url} supportEmail={supportEmail} texts={emailTexts(data.language)} />
    ),
  },
  'initial-payment': {
    data: receiptSchema,
    build: (toName: string, data: z.infer<typeof receiptSchema>, supportEmail: string) => <PaymentReceiptEmail toName={toName} level={1} {...data} supportEmail={supportEmail} />,
  },
  'final-payment': {
    data: receiptSchema,
    build: (toName: string, data: z.infer<typeof receiptSchema>, supportEmail: string) => <PaymentReceiptEmail toName={toName} level={2} {...data} supportEmail={supportEmail} />,
  },
  'one-time-payment': {
    data: receiptSchema,
    build: (toName: string, data: z.infer<typeof receiptSchema>, supportEmail: string) => <PaymentReceiptEmail toName={toName} level="one-time" {...data} supportEmail={supportEmail} />,
  },
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
  collaborate: {
    data: workflowStepSchema,
    build: (toName: string, data: z.infer<typeof workflowStepSchema>, supportEmail: string) => <CollaborateEmail toName={toName} {...data} supportEmail={supportEmail} />,
  },
  stakeholder: {
    data: workflowStepSchema,
    build: (toName: string, data: z.infer<typeof workflowStepSchema>, supportEmail: string) => <StakeholderEmail toName={toName} {...data} supportEmail={supportEmail} />,
  },
} satisfies Record<
  string,
  { data: z.ZodType; build: (toName: string, data: never, supportEmail: string) => ReactElement }
>;

export type EmailTemplateName = keyof typeof templates;
export const emailTemplateNames = Object.keys(templates) as EmailTemplateName[];

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(templates, name);
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** Renders a template with its data; throws with the template's name when the data does not fit it. */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function renderEmail(
  name: EmailTemplateName,
  toName: string,
  data: Record<string, unknown>,
  supportEmail: string,
): Promise<RenderedEmail> {
  // each template's build takes the data its own schema parsed; TypeScript cannot pair the two through `name`
  const template = templates[name] as { data: z.ZodType; build: (toName: string, data: unknown, supportEmail: string) => ReactElement };
  const parsed = template.data.safeParse(data);
  if (!parsed.success) throw new Error(`e-mail template '${name}': ${parsed.error.issues[0]?.message ?? 'bad data'}`);
  const element = template.build(toName, parsed.data, supportEmail);
  // Not react-email's render(): it reads React 18's streaming renderer, which can split a multi-byte character
  // on its 2 KB buffer boundary and leave a NUL byte in the HTML (PostgreSQL then refuses to keep the e-mail);
  // the preview's padding of 3-byte invisible spaces made that happen to the 'sign' e-mail. The string renderer
  // has no such buffer, and these templates need nothing asynchronous.
  const markup = renderToStaticMarkup(element);
  const html = `${XHTML_DOCTYPE}${markup}`;
  return { html, text: toPlainText(markup) };
}
