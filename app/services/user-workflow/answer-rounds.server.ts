// Rounds (issue 17, docs/decisions/016-comments-reviews-and-rounds.md): each time the form passes from one spouse
// to the other, the answers are snapshotted as the next round (the step machine's 'answers.snapshot' effect, in
// the step's transaction). Each spouse's view remembers the newest round they have opened and the one before it;
// what changed for them is the difference between those two rounds' answers.
import type { Queryable } from '../../db.server';
import type { SpouseRole } from '../../../db/schema';
import { engineForPublished, loadAnswers, rawAnswers } from './stored-answers.server';
import { answerChanges, asStored, ENGLISH_CHANGE_WORDS, shownIn, type AnswerShown, type ChangeWords, type PageChanges } from './answer-changes';
import { engineInLanguage } from '../../engine.server';

/** The round comments are written in now: 0 before the form was first shared, then the number of passes. */
export async function currentRound(db: Queryable, userWorkflowId: string): Promise<number> {
  const row = await db
    .selectFrom('answer_rounds')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('user_workflow_id', '=', userWorkflowId)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

/** Writes the next round: the stored answers as they are now, passed to `passedTo`. */
export async function snapshotAnswers(tx: Queryable, userWorkflow: { id: string; published_workflow_id: string }, passedTo: SpouseRole, event: string): Promise<number> {
  const round = (await currentRound(tx, userWorkflow.id)) + 1;
  const answers = rawAnswers(await loadAnswers(tx, userWorkflow.id));
  await tx
    .insertInto('answer_rounds')
    .values({ user_workflow_id: userWorkflow.id, round, passed_to: passedTo, event, published_workflow_id: userWorkflow.published_workflow_id, answers: JSON.stringify(answers) })
    .execute();
  return round;
}

/**
 * Records that this spouse opened the form now. When a newer round has arrived since their last visit, the round
 * they had seen becomes the one to compare with; otherwise nothing moves, so the notice stays for the round.
 * `record: false` (someone else reading the form, an admin): the same answer as if the spouse opened it, nothing
 * of their state written.
 */
export async function recordRoundSeen(db: Queryable, userWorkflowId: string, role: SpouseRole, { record = true } = {}): Promise<{ previous: number | null; seen: number }> {
  const newest = await currentRound(db, userWorkflowId);
  const view = await db
    .selectFrom('answer_round_views')
    .select(['seen_round', 'previous_round'])
    .where('user_workflow_id', '=', userWorkflowId)
    .where('viewer_role', '=', role)
    .executeTakeFirst();
  if (newest === 0) return { previous: null, seen: 0 };
  if (!view) {
    if (record) await db.insertInto('answer_round_views').values({ user_workflow_id: userWorkflowId, viewer_role: role, seen_round: newest, previous_round: null }).onConflict((oc) => oc.doNothing()).execute();
    return { previous: null, seen: newest };
  }
  if (view.seen_round >= newest) return { previous: view.previous_round, seen: view.seen_round };
  if (record) {
    await db
      .updateTable('answer_round_views')
      .set({ seen_round: newest, previous_round: view.seen_round })
      .where('user_workflow_id', '=', userWorkflowId)
      .where('viewer_role', '=', role)
      .execute();
  }
  return { previous: view.seen_round, seen: newest };
}

export async function roundAnswers(db: Queryable, userWorkflowId: string, round: number): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('answer_rounds').select('answers').where('user_workflow_id', '=', userWorkflowId).where('round', '=', round).executeTakeFirst();
  return row?.answers;
}

export interface RoundChanges {
  from: number;
  to: number;
  pages: PageChanges[];
}

/**
 * What changed for this spouse since the round they had seen before the newest one they opened (none on a first
 * look). `record: false`: shown to someone else (an admin), the spouse's look is not recorded. `language`: the
 * person's, in which the pages, fields and choices are named when the version offers it.
 */
export async function changesSinceLastSeen(db: Queryable, userWorkflow: { id: string; published_workflow_id: string }, role: SpouseRole, shown: AnswerShown = asStored, { record = true, language = undefined as string | undefined, words = ENGLISH_CHANGE_WORDS as ChangeWords } = {}): Promise<RoundChanges | null> {
  const { previous, seen } = await recordRoundSeen(db, userWorkflow.id, role, { record });
  if (previous === null || previous === seen) return null;
  const [before, after] = await Promise.all([roundAnswers(db, userWorkflow.id, previous), roundAnswers(db, userWorkflow.id, seen)]);
  if (!before || !after) return null;
  // the pages, fields and choices named in the person's language when the version offers it (ADR 035)
  const reading = engineInLanguage(await engineForPublished(db, userWorkflow.published_workflow_id), language);
  const inLanguage = shownIn(reading.language);
  return { from: previous, to: seen, pages: answerChanges(reading.engine.pages, before, after, (element, value) => inLanguage(element, shown(element, value)), words) };
}
