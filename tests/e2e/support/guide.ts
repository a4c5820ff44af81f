// Fixtures for the guide: a user workflow started straight from a published sample (as level-1 payment does),
// and moved to a later step by the step machine itself (as an admin may), instead of through the pages before it.
import fs from 'node:fs';
import path from 'node:path';
import { loadAnswers, saveAnswers } from '../../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import { inviteSpouse } from '../../../app/services/sharing/invite.server';
import { UTAH_WITH_CHILDREN, uidOf } from '../../support/utah-with-children';
import { withAppDatabase } from './app-database';
import { currentApp, type AppUnderTest } from './app-under-test';
import type { WorkflowDefinition } from '@accord/engine';

export { UTAH_WITH_CHILDREN };
/** the spouse's e-mail (RES_EADD) in that workflow: the petitioner naming an address there invites it */
export const UTAH_WITH_CHILDREN_RES_EADD = uidOf('RES_EADD');

/** Changes the scenario's answers (by element title) before they are stored: the pseudo-locale's walk marks the typed ones. */
export type AnswersOf = (answers: Record<string, unknown>) => Record<string, unknown>;
const same: AnswersOf = (answers) => answers;

export async function startTestUserWorkflow(
  ownerId: string,
  options: { publishedWorkflowId?: string; step?: number; collaborate?: boolean; app?: AppUnderTest } = {},
): Promise<string> {
  return withAppDatabase(async (db) => {
    const { id } = await startUserWorkflow(db, { publishedWorkflowId: options.publishedWorkflowId ?? UTAH_WITH_CHILDREN, ownerId, collaborate: options.collaborate });
    if (options.step !== undefined) await applyStepEvent(db, id, { type: 'GO_TO_STEP', step: options.step, admin: true });
    return id;
  }, (options.app ?? currentApp()).dataDir);
}

export async function storedAnswer(userWorkflowId: string, uid: string) {
  return withAppDatabase((db) =>
    db.selectFrom('answers').select(['value', 'version']).where('user_workflow_id', '=', userWorkflowId).where('field_uid', '=', uid).executeTakeFirst(),
  );
}

export async function storedStep(userWorkflowId: string): Promise<number> {
  const row = await withAppDatabase((db) => db.selectFrom('user_workflows').select('step').where('id', '=', userWorkflowId).executeTakeFirstOrThrow());
  return row.step;
}

/**
 * The petitioner's form with every answer of the sample's scenario, naming this spouse, at step 2 (started from
 * the sample, or from another publication of it: `publishedWorkflowId`).
 */
export async function formReadyToShare(
  owner: { id: string },
  spouse: { email: string; firstName: string; lastName: string },
  options: { publishedWorkflowId?: string; answers?: AnswersOf } = {},
) {
  const id = await startTestUserWorkflow(owner.id, options);
  const scenario = JSON.parse(fs.readFileSync(path.resolve('templates/workflows/scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
  const answers = (options.answers ?? same)({ ...scenario.baseAnswers, RES_EADD: spouse.email, RES_FN: spouse.firstName, RES_LN: spouse.lastName });
  await withAppDatabase(async (db) => {
    const stored = await loadAnswers(db, id);
    const changes = Object.entries(answers).map(([title, value]) => ({ uid: uidOf(title), baseVersion: stored[uidOf(title)]?.version ?? 0, value }));
    await saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes });
    await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }, { actorId: owner.id });
  });
  return id;
}

/**
 * The petitioner's answered form shared with `spouse` for comments (the invite confirmed): the spouse's review is
 * open. An 'edit' review needs a publication whose Sharing Logic allows it (`publishedWorkflowId`).
 */
export async function formSharedForComments(
  owner: { id: string },
  spouse: { email: string; firstName: string; lastName: string },
  options: { publishedWorkflowId?: string; reviewType?: 'comment' | 'edit'; answers?: AnswersOf } = {},
) {
  const id = await formReadyToShare(owner, spouse, options);
  await withAppDatabase(async (db) => {
    const invited = await inviteSpouse(db, { workflow: (await findUserWorkflow(db, id))!, actorId: owner.id, admin: false, confirmed: true, reviewType: options.reviewType ?? 'comment' });
    if (invited.kind !== 'invited') throw new Error(`the form could not be shared: ${invited.messages.join(' ')}`);
  });
  return id;
}

/** A small workflow of a spec's own, published by the spec: Utah, no children option, collaborative, version 1.0.0. */
/**
 * When a test publishes a small workflow of its own (Utah, Divorce, any children): dated before the app's samples,
 * so that the setup stepper, which offers the newest fitting form, keeps offering the samples to the worker's later
 * tests (a keyboard test's workflow published now was offered to the stepper and journeys tests after it).
 */
export const BEFORE_THE_SAMPLES = new Date('2020-01-01T00:00:00Z');

export function smallWorkflow(name: string, elements: WorkflowDefinition['elements']): WorkflowDefinition {
  return { name, state: 'Utah', type: 'Divorce', childrenOptions: 'N/A', useCounties: false, counties: [], collaborate: true, version: '1.0.0', elements };
}

/** Every answer of the sample's scenario, naming this spouse (or none), then the steps up to the final payment. */
export async function formAtStep5(owner: { id: string }, spouse: { id: string; email: string; firstName: string; lastName: string } | null, options: { answers?: AnswersOf } = {}) {
  const id = await startTestUserWorkflow(owner.id, spouse ? {} : { collaborate: false });
  const scenario = JSON.parse(fs.readFileSync(path.resolve('templates/workflows/scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
  // the scenario's uploads and drawn witness signature name files of the scenario folder, not stored in the app:
  // left out, so the stipulation renders (the questionnaire specs cover uploads)
  const stored = Object.entries(scenario.baseAnswers).filter(([, value]) => !JSON.stringify(value).includes('"files/'));
  const answers = (options.answers ?? same)({ ...Object.fromEntries(stored), ...(spouse ? { RES_EADD: spouse.email, RES_FN: spouse.firstName, RES_LN: spouse.lastName } : {}) });
  await withAppDatabase(async (db) => {
    const stored = await loadAnswers(db, id);
    const changes = Object.entries(answers).map(([title, value]) => ({ uid: uidOf(title), baseVersion: stored[uidOf(title)]?.version ?? 0, value }));
    await saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes });
    if (spouse) {
      await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }, { actorId: owner.id });
      const workflow = await findUserWorkflow(db, id);
      const invited = await inviteSpouse(db, { workflow: workflow!, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment' });
      if (invited.kind === 'refused') throw new Error(`the form could not be shared: ${invited.messages.join(' ')}`);
      await applyStepEvent(db, id, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true }, { actorId: spouse.id });
    } else {
      await applyStepEvent(db, id, { type: 'PROCEED', missingRequired: 0 }, { actorId: owner.id });
    }
    // the final payment: the step machine moves to 5 and queues the stipulation, which the app's worker renders
    const paid = await applyStepEvent(db, id, { type: 'PAYMENT_COMPLETED', level: 2 }, { actorId: owner.id });
    if (paid.steps.step !== 5) throw new Error(`the final payment left the form at step ${paid.steps.step}, not 5`);
  });
  return id;
}
