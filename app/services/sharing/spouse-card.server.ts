// The spouse as the petitioner's questionnaire names them (RES_FN, RES_LN, RES_EADD: end-user-journey.md §3), for
// the step 2 card, the share dialog and the invite. The texts for what is missing are the spec's (§5).
import type { Queryable } from '../../db.server';
import { engineForPublished, loadAnswers } from '../user-workflow/answers.server';

export const SPOUSE_TITLES = { email: 'RES_EADD', firstName: 'RES_FN', lastName: 'RES_LN' } as const;

export const SPOUSE_CARD_MESSAGES = {
  cardFirstName: 'Legal First name is missing',
  cardLastName: 'Legal Last name is missing',
  cardEmail: 'Email is missing',
  dialogFirstName: 'First name is missing',
  dialogLastName: 'Last name is missing',
} as const;

export interface SpouseCard {
  firstName: string;
  lastName: string;
  /** lowercase, or '' when the questionnaire has none */
  email: string;
  /** the card's texts for what is missing (§5) */
  missing: string[];
  /** where the petitioner answers these questions: page index and field uid */
  fieldAt: { pageIndex: number; uid: string } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

export async function readSpouseCard(db: Queryable, workflow: { id: string; published_workflow_id: string }): Promise<SpouseCard> {
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const answers = await loadAnswers(db, workflow.id);
  const elements = engine.definition.elements;
  const byTitle = (title: string) => elements.find((e) => e.title === title);
  const answer = (title: string) => {
    const element = byTitle(title);
    return element ? text(answers[element.uid]?.value) : '';
  };
  const card = { firstName: answer(SPOUSE_TITLES.firstName), lastName: answer(SPOUSE_TITLES.lastName), email: answer(SPOUSE_TITLES.email).toLowerCase() };
  const missing = [
    ...(card.firstName ? [] : [SPOUSE_CARD_MESSAGES.cardFirstName]),
    ...(card.lastName ? [] : [SPOUSE_CARD_MESSAGES.cardLastName]),
    ...(card.email ? [] : [SPOUSE_CARD_MESSAGES.cardEmail]),
  ];
  // the page of the first spouse question, so the card can link to where it is answered
  const first = byTitle(SPOUSE_TITLES.firstName) ?? byTitle(SPOUSE_TITLES.email);
  const pageIndex = first ? engine.pages.findIndex((p) => p.elements.some((e) => e.uid === first.uid)) : -1;
  const fieldAt = first && pageIndex >= 0 ? { pageIndex, uid: first.uid } : null;
  return { ...card, missing, fieldAt };
}

/** The share dialog's texts for a missing name (§5), empty when both are given. */
export function dialogProblems(card: Pick<SpouseCard, 'firstName' | 'lastName'>): string[] {
  return [...(card.firstName ? [] : [SPOUSE_CARD_MESSAGES.dialogFirstName]), ...(card.lastName ? [] : [SPOUSE_CARD_MESSAGES.dialogLastName])];
}
