// The sign form's POST, for both guides: a signature without the confirmation asks for it (the confirm page
// without JavaScript); a confirmed one is submitted in its one transaction. The answer is what the route does:
// show the confirm page, ask again for a signature it could not use, or go back to the guide with a notice in plain words.
import type { AppLoadContext } from '@remix-run/node';
import type { Database } from '../../db.server';
import type { SessionUser } from '../accounts/sessions.server';
import { pageLanguage } from '../../i18n/i18next.server';
import { clientIp } from '../request.server';
import { readSignatureInput, SIGNATURE_FIELDS } from './signature-input.server';
import type { SignerRole } from '../user-workflow/signatures.server';
import { submitSignature } from './submit-signature.server';
import { signingTextsFor, type GuideTexts, type WordedWorkflow } from './signing-words.server';

export type SignPostAnswer =
  | { kind: 'confirm'; confirm: { image: string; typedName: string; documentSha256: string } }
  | { kind: 'refused'; refused: { message: string; documentSha256: string } }
  | { kind: 'back'; flash: { type: 'success' | 'warning'; message: string } };

export async function handleSignPost(db: Database, post: { request: Request; form: FormData; context: AppLoadContext | undefined; role: SignerRole; user: SessionUser; admin: boolean; workflow: WordedWorkflow; t?: GuideTexts }): Promise<SignPostAnswer> {
  const { form, user } = post;
  // a refusal names the document this form signs (a divorce's is the spec's 'your stipulation')
  const read = readSignatureInput(form, await signingTextsFor(db, post.workflow, post.role, post.t));
  const documentSha256 = String(form.get(SIGNATURE_FIELDS.documentSha256) ?? '');
  // a missing or unreadable signature is asked for again on the sign page, with an error summary (GOV.UK pattern)
  if ('error' in read) return { kind: 'refused', refused: { message: read.error, documentSha256 } };
  if (form.get(SIGNATURE_FIELDS.confirm) !== 'yes') {
    const signature = read.ok;
    return { kind: 'confirm', confirm: { image: signature.method === 'drawn' ? signature.dataUrl : '', typedName: signature.method === 'typed' ? signature.typedName : '', documentSha256 } };
  }
  const ip = clientIp(post.context);
  const outcome = await submitSignature(db, {
    userWorkflowId: post.workflow.id,
    role: post.role,
    signer: { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email },
    admin: post.admin,
    signature: read.ok,
    confirmed: true,
    shownDocumentSha256: documentSha256,
    clientIp: ip === 'unknown' ? null : ip,
    userAgent: post.request.headers.get('user-agent'),
    ...(post.t ? { t: post.t, consentShown: await consentAsShown(post.request, post.t) } : {}),
  });
  return outcome.kind === 'signed' ? { kind: 'back', flash: { type: 'success', message: outcome.notice } } : { kind: 'back', flash: { type: 'warning', message: outcome.message } };
}

/** The consent as the confirm showed it, when the page was not in English (kept with the signature beside the English). */
async function consentAsShown(request: Request, t: GuideTexts): Promise<{ language: string; text: string } | undefined> {
  const language = await pageLanguage(request);
  return language === 'en' ? undefined : { language, text: t('signing.texts.consent') };
}
