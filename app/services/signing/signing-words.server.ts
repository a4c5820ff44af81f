// How a form's signing steps name the document to sign and the other person (ADR 028): a divorce keeps the spec's
// 'your stipulation' and 'your spouse'; another two-person type names the document its workflow marks as signed and
// its other party ('your landlord'), and the other party's pages name the petitioner; a one-person type names its
// document.
import type { Queryable } from '../../db.server';
import { findSignedDocument } from '../../engine.server';
import { readPublishedDefinition } from '../../../lib/documents/published-definition.server';
import { sharerWords, userWorkflowParticipants } from '../user-workflow/participants.server';
import type { SignerRole } from '../user-workflow/signatures.server';
import type { TFunction } from 'i18next';
import { signingTexts, signingTextsIn, type SigningTexts, type SigningWords } from './signing-texts';

/** The guide catalogue's texts in the page's language; without it the words are the spec's English. */
export type GuideTexts = TFunction<'guide'>;

export interface FormSigningWords extends SigningWords {
  onePerson: boolean;
  /** the spec's words are kept: a two-person divorce */
  divorce: boolean;
  /** the other party as a workflow type names them, for 'Notify Spouse': 'spouse', 'landlord' */
  otherParty: string;
}

/** The form as its words need it. */
export type WordedWorkflow = { id: string; owner_id: string; name: string; published_workflow_id: string };

export async function signingWordsFor(db: Queryable, workflow: WordedWorkflow, role: SignerRole, t?: GuideTexts): Promise<FormSigningWords> {
  const { onePerson, otherParty } = await userWorkflowParticipants(db, workflow.id);
  const divorce = !onePerson && otherParty === 'spouse';
  // 'your spouse' in the page's words; a type's own name for its other party stays as the type has it (ADR 028)
  const yourOther = () => (t ? t('signing.yourOther', { other: otherParty === 'spouse' ? t('otherParty.spouse') : otherParty }) : `your ${otherParty}`);
  const sharer = async () => {
    if (otherParty === 'spouse') return yourOther();
    const { object } = await sharerWords(db, workflow);
    return t && object === 'the person who shared this form' ? t('signing.sharer') : object;
  };
  const other = role === 'petitioner' ? yourOther() : await sharer();
  if (divorce) return { document: t ? t('signing.yourStipulation') : 'your stipulation', other, onePerson, divorce, otherParty };
  const signedName = findSignedDocument((await readPublishedDefinition(db, workflow.published_workflow_id)).documents ?? [])?.name;
  return { document: `"${signedName ?? workflow.name}"`, other, onePerson, divorce, otherParty };
}

/** The signing texts in the form's words, in the page's language with `t`: a divorce's English are the spec's (SIGNING_TEXTS). */
export async function signingTextsFor(db: Queryable, workflow: WordedWorkflow, role: SignerRole, t?: GuideTexts): Promise<SigningTexts> {
  return textsOf(await signingWordsFor(db, workflow, role, t), t);
}

/** The signing texts for words already read: in the page's language with `t`, else the spec's English. */
export function textsOf(words: SigningWords, t?: GuideTexts): SigningTexts {
  return t ? signingTextsIn(t, words) : signingTexts(words);
}
