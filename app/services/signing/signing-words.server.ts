// How a form's signing steps name the document to sign and the other person (ADR 028): a divorce keeps the spec's
// 'your stipulation' and 'your spouse'; another two-person type names the document its workflow marks as signed and
// its other party ('your landlord'), and the other party's pages name the petitioner; a one-person type names its
// document.
import type { Queryable } from '../../db.server';
import { findSignedDocument } from '../../engine.server';
import { readPublishedDefinition } from '../../../lib/documents/published-definition.server';
import { sharerWords, userWorkflowParticipants } from '../user-workflow/participants.server';
import type { SignerRole } from '../user-workflow/signatures.server';
import { signingTexts, type SigningTexts, type SigningWords } from './signing-texts';

export interface FormSigningWords extends SigningWords {
  onePerson: boolean;
  /** the spec's words are kept: a two-person divorce */
  divorce: boolean;
  /** the other party as a workflow type names them, for 'Notify Spouse': 'spouse', 'landlord' */
  otherParty: string;
}

/** The form as its words need it. */
export type WordedWorkflow = { id: string; owner_id: string; name: string; published_workflow_id: string };

export async function signingWordsFor(db: Queryable, workflow: WordedWorkflow, role: SignerRole): Promise<FormSigningWords> {
  const { onePerson, otherParty } = await userWorkflowParticipants(db, workflow.id);
  const divorce = !onePerson && otherParty === 'spouse';
  const other = role === 'petitioner' ? `your ${otherParty}` : (await sharerWords(db, workflow)).object;
  if (divorce) return { document: 'your stipulation', other, onePerson, divorce, otherParty };
  const signedName = findSignedDocument((await readPublishedDefinition(db, workflow.published_workflow_id)).documents ?? [])?.name;
  return { document: `"${signedName ?? workflow.name}"`, other, onePerson, divorce, otherParty };
}

/** The signing texts in the form's words: a divorce's are the spec's (SIGNING_TEXTS). */
export async function signingTextsFor(db: Queryable, workflow: WordedWorkflow, role: SignerRole): Promise<SigningTexts> {
  return signingTexts(await signingWordsFor(db, workflow, role));
}
