// Signing (end-user-journey.md §4 steps 5 to 7, respondent step 2): ONE transaction checks that the stipulation the
// signer saw is the one stored, moves the step machine (SUBMIT_SIGNATURE, the unilateral PROCEED, or
// RESPONDENT_SUBMIT_SIGNATURE, whose effects e-mail the spouse and queue the final documents), and stores the
// signature with its evidence: who, how, when, from which address and browser, the SHA-256 of the exact PDF shown
// and of the answers agreed, and the consent confirmed. Anything refused rolls all of it back.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db.server';
import type { UserWorkflowEvent } from '../../engine.server';
import { applyStepEvent } from '../user-workflow/user-workflows.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { documentsKey } from '../../../lib/documents/user-workflow-documents.server';
import { canonicalAnswersSha256, sha256Hex } from '../../../lib/documents/answers-hash.server';
import { PostgresFileStorage, readAll } from '../../../lib/file-storage.server';
import type { Queryable } from '../../db.server';
import { machineSignature, type SignatureInput } from './signature-input.server';
import { storeSignatureImage, supersedeSignatures, type SignerRole } from '../user-workflow/signatures.server';
import { SIGNING_TEXTS } from './signing-texts';
import { signingTextsFor, type GuideTexts } from './signing-words.server';

export interface Signer {
  id: string;
  email: string;
  name: string;
}

export interface SubmitSignatureInput {
  userWorkflowId: string;
  role: SignerRole;
  signer: Signer;
  admin: boolean;
  signature: SignatureInput;
  /** the signer ticked (or, with JavaScript, pressed) the confirmation of SIGNING_TEXTS.consent */
  confirmed: boolean;
  /** the SHA-256 of the stipulation the page showed (a hidden field), compared with the stored one */
  shownDocumentSha256: string;
  clientIp: string | null;
  userAgent: string | null;
  context?: EffectContext;
  now?: Date;
  /** the guide catalogue in the page's language, for the notices and refusals; the spec's English without it */
  t?: GuideTexts;
  /** the consent's words as the page showed them, when not in English: stored beside the English (migration 0028) */
  consentShown?: { language: string; text: string };
}

export type SubmitSignatureOutcome =
  | { kind: 'signed'; signatureId: string; step: number; respondentStep: number | null; notice: string }
  | { kind: 'refused'; message: string };

class Refused extends Error {}

/** The stored stipulation's SHA-256, or undefined while its job has not rendered it yet. */
export async function stipulationSha256(db: Queryable, userWorkflowId: string): Promise<string | undefined> {
  const file = await new PostgresFileStorage(db).get(documentsKey(userWorkflowId, 'stipulation'));
  return file ? sha256Hex(await readAll(file)) : undefined;
}

function stepEvent(input: SubmitSignatureInput, collaborate: boolean, at: string): UserWorkflowEvent {
  const signature = machineSignature(input.signature);
  const actor = { admin: input.admin, at };
  if (input.role === 'respondent') return { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: input.confirmed, signature, ...actor };
  // the unilateral path has no spouse to ask: its review step proceeds straight to the final documents
  if (!collaborate) return { type: 'PROCEED', missingRequired: 0, ...actor };
  return { type: 'SUBMIT_SIGNATURE', confirmed: input.confirmed, signature, ...actor };
}

export async function submitSignature(db: Database, input: SubmitSignatureInput): Promise<SubmitSignatureOutcome> {
  if (!input.confirmed) return { kind: 'refused', message: input.t ? input.t('signing.texts.notConfirmed') : SIGNING_TEXTS.notConfirmed };
  const now = input.now ?? new Date();
  try {
    return await db.transaction().execute(async (tx) => {
      const workflow = await tx.selectFrom('user_workflows').select(['id', 'collaborate', 'owner_id', 'name', 'published_workflow_id']).where('id', '=', input.userWorkflowId).executeTakeFirstOrThrow();
      // a divorce's words are the spec's; another type's name its document and its other party (ADR 028)
      const texts = await signingTextsFor(tx, workflow, input.role, input.t);
      const documentSha256 = await stipulationSha256(tx, input.userWorkflowId);
      if (!documentSha256) throw new Refused(texts.stipulationPending);
      if (documentSha256 !== input.shownDocumentSha256) throw new Refused(texts.stipulationChanged);
      const answersSha256 = await canonicalAnswersSha256(tx, input.userWorkflowId);

      const result = await applyStepEvent(tx, input.userWorkflowId, stepEvent(input, workflow.collaborate, now.toISOString()), { actorId: input.signer.id, ...(input.context ? { context: input.context } : {}) });
      if (!result.accepted) throw new Refused(texts.notNow);

      const id = randomUUID();
      await supersedeSignatures(tx, input.userWorkflowId, input.role, now);
      const imageKey = input.signature.method === 'drawn' ? await storeSignatureImage(tx, input.userWorkflowId, id, input.signature.png) : null;
      await tx
        .insertInto('signatures')
        .values({
          id,
          user_workflow_id: input.userWorkflowId,
          role: input.role,
          signer_id: input.signer.id,
          signer_email: input.signer.email.toLowerCase(),
          signer_name: input.signer.name,
          method: input.signature.method,
          image_key: imageKey,
          typed_name: input.signature.method === 'typed' ? input.signature.typedName : null,
          signed_at: now,
          ip_address: input.clientIp,
          user_agent: input.userAgent?.slice(0, 1000) ?? null,
          document_sha256: documentSha256,
          answers_sha256: answersSha256,
          consent_text: SIGNING_TEXTS.consent,
          consent_language: input.consentShown?.language ?? null,
          consent_text_shown: input.consentShown?.text ?? null,
        })
        .execute();
      // the machine's completion also scheduled the 30-day follow-up (its 'email.schedule' effect)
      const completed = result.steps.completed;
      const notice = completed ? (workflow.collaborate ? texts.completed : texts.signedAlone) : texts.signed;
      return { kind: 'signed' as const, signatureId: id, step: result.steps.step, respondentStep: result.steps.respondentStep, notice };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', message: error.message };
    throw error;
  }
}
