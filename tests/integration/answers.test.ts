// Answers against a real PostgreSQL: versioned saves, stale writes refused, different fields independent,
// hidden answers cleared by the engine, PET_* prefill, and a user workflow's steps moved only by the engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { TEST_PASSWORD, TEST_PROFILE } from '../support/test-users';
import type { KyselyPlugin } from 'kysely';
import { evaluateAnswers } from '../../app/engine.server';
import { engineForPublished, loadAnswers, rawAnswers, saveAnswers, type LoadedForSave } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, newerPublishedVersion, startUserWorkflow, updateOutdatedUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!.publishedId;
const UID = { PET_FN: '6EEejOamqjYN', PET_LN: 'YGOclu6gTN1E', PET_BD: 'xDdK9ELypiQp', PET_EADD: 'Mf7AidqtDJSk', PET_ATTORNEY: 'k1LcEICqsNfa', PET_ATTORNEY_NAME: 'RQyYTpGSYbn0', RES_FN: '3eHrwmHgNKkM' };

let database: TestDatabase;
let ownerId: string;
let spouseId: string;

async function newUser(email: string) {
  const { id } = await createUser(database.db, { ...TEST_PROFILE, email, password: TEST_PASSWORD, verified: true });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  ownerId = await newUser('owner@example.com');
  spouseId = await newUser('spouse@example.com');
});

describe('starting a user workflow', () => {
  it('gets a new 20-character id, points at its published version, starts at step 1 and prefills PET_* from the profile', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const workflow = await findUserWorkflow(database.db, id);
    expect(workflow).toMatchObject({ published_workflow_id: WITH_CHILDREN, owner_id: ownerId, step: 1, respondent_step: null, collaborate: true });
    const answers = await loadAnswers(database.db, id);
    expect(answers[UID.PET_FN]?.value).toBe('Robin');
    expect(answers[UID.PET_LN]?.value).toBe('Tester');
    expect(answers[UID.PET_EADD]?.value).toBe('owner@example.com');
    expect(answers[UID.PET_BD]?.value).toBe('02/29/1980');
    expect(answers[UID.PET_FN]?.version).toBe(1);
  });

  it('refuses to change a published version', async () => {
    await expect(database.db.updateTable('published_workflows').set({ name: 'changed' }).where('id', '=', WITH_CHILDREN).execute()).rejects.toThrow(/immutable/);
  });
});

describe('saving answers with versions', () => {
  it('a save based on the current version is stored with the next version and who made it', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    const outcome = await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sam' }] });
    expect(outcome.saved).toEqual([{ uid: UID.RES_FN, version: 1 }]);
    expect(outcome.conflicts).toEqual([]);
    const row = await database.db.selectFrom('answers').select(['value', 'version', 'updated_by', 'answered']).where('user_workflow_id', '=', id).where('field_uid', '=', UID.RES_FN).executeTakeFirstOrThrow();
    expect(row).toEqual({ value: 'Sam', version: 1, updated_by: ownerId, answered: true });
  });

  it('a stale save of the same field is refused and the newer value is returned', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Samuel' }] });
    // the second tab still holds version 0
    const stale = await saveAnswers(database.db, { userWorkflowId: id, userId: spouseId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sammy' }] });
    expect(stale.saved).toEqual([]);
    expect(stale.conflicts).toEqual([{ uid: UID.RES_FN, attempted: 'Sammy', current: 'Samuel', currentVersion: 1 }]);
    expect((await loadAnswers(database.db, id))[UID.RES_FN]).toMatchObject({ value: 'Samuel', version: 1 });
  });

  it('two people saving different fields from the same old page never overwrite each other', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    const [a, b] = await Promise.all([
      saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sam' }, { uid: UID.PET_FN, baseVersion: 1, value: 'Robin' }] }),
      saveAnswers(database.db, { userWorkflowId: id, userId: spouseId, changes: [{ uid: UID.PET_LN, baseVersion: 1, value: 'Smith' }, { uid: UID.RES_FN, baseVersion: 0, value: '' }] }),
    ]);
    // each saved its own change; the unchanged-by-them field of the other is a conflict only if they changed it
    const answers = await loadAnswers(database.db, id);
    expect(answers[UID.PET_LN]).toMatchObject({ value: 'Smith', version: 2 });
    expect(answers[UID.PET_FN]).toMatchObject({ value: 'Robin', version: 1 });
    expect([...a.saved, ...b.saved].map((s) => s.uid).sort()).toEqual([UID.PET_LN, UID.RES_FN].sort());
  });

  it('an unchanged value is not a conflict even when its version is old', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sam' }] });
    const again = await saveAnswers(database.db, { userWorkflowId: id, userId: spouseId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sam' }] });
    expect(again.conflicts).toEqual([]);
    expect(again.saved).toEqual([]);
  });

  it('many concurrent saves to distinct fields all land', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    const definition = readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file);
    const texts = definition.elements.filter((e) => e.type === 'text-input-short' && !e.title.startsWith('PET_') && !e.displayLogic).slice(0, 8);
    await Promise.all(texts.map((e, i) => saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: e.uid, baseVersion: 0, value: `answer ${i}` }] })));
    const answers = await loadAnswers(database.db, id);
    for (const [i, e] of texts.entries()) expect(answers[e.uid]?.value).toBe(`answer ${i}`);
  });

  it('an answer hidden by display logic is cleared in the same save', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.PET_ATTORNEY, baseVersion: 0, value: 'Yes' }] });
    const named = await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.PET_ATTORNEY_NAME, baseVersion: 0, value: 'Jo Lawyer' }] });
    expect(named.evaluation.visibleElementUids).toContain(UID.PET_ATTORNEY_NAME);
    const hidden = await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.PET_ATTORNEY, baseVersion: 1, value: 'No' }] });
    expect(hidden.cleared).toEqual([{ uid: UID.PET_ATTORNEY_NAME, version: 2 }]);
    expect(hidden.evaluation.hiddenElementUids).toContain(UID.PET_ATTORNEY_NAME);
    expect((await loadAnswers(database.db, id))[UID.PET_ATTORNEY_NAME]).toMatchObject({ value: '', version: 2 });
    // the evaluation returned is the one of the answers as stored (with the hidden one cleared), nothing left to clear
    const stored = evaluateAnswers(await engineForPublished(database.db, WITH_CHILDREN), rawAnswers(await loadAnswers(database.db, id)), { collaborate: true, ownerEmail: 'owner@example.com' });
    expect(hidden.evaluation).toEqual({ ...stored, answersToClear: [] });
    expect(stored.answersToClear).toEqual([]);
  });

  it("a save given what the route's guard loaded does not read the owner's e-mail again", async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    const engine = await engineForPublished(database.db, WITH_CHILDREN);
    const saveOf = async (value: string, baseVersion: number, loaded?: LoadedForSave) => {
      const queries = new Map<string, number>();
      await saveAnswers(database.db.withPlugin(queriesByTable(queries)), { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion, value }], ...(loaded ? { loaded } : {}) });
      return queries.get('users') ?? 0;
    };
    // the first save of a form also schedules its reminder (which reads the owner's name): measured from the second
    await saveOf('Sam', 0);
    const alone = await saveOf('Samuel', 1);
    expect(await saveOf('Sammy', 2, { publishedWorkflowId: WITH_CHILDREN, ownerEmail: 'owner@example.com', engine })).toBe(alone - 1);
    expect((await loadAnswers(database.db, id))[UID.RES_FN]).toMatchObject({ value: 'Sammy', version: 3 });
    // what the guard loaded for another published version (the workflow was rebuilt meanwhile) is not used
    expect(await saveOf('Sam', 3, { publishedWorkflowId: 'pubSomeOtherVersion0', ownerEmail: 'stale@example.com', engine })).toBe(alone);
  });
});

/** A Kysely plugin that counts the queries naming each table (the save's reads, to see what it skips). */
function queriesByTable(queries: Map<string, number>): KyselyPlugin {
  const walk = (node: unknown, named: Set<string>): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) named.add(n.table.identifier.name);
    for (const value of Object.values(node)) walk(value, named);
  };
  return {
    transformQuery: (args) => {
      const named = new Set<string>();
      walk(args.node, named);
      for (const table of named) queries.set(table, (queries.get(table) ?? 0) + 1);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}

describe('steps and outdated forms', () => {
  it('moves the step only through the engine and refuses what the machine refuses', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    const refused = await applyStepEvent(database.db, id, { type: 'GO_TO_STEP', step: 6 });
    expect(refused.accepted).toBe(false);
    expect((await findUserWorkflow(database.db, id))?.step).toBe(1);
    const moved = await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 3, proceedAnyway: true });
    expect(moved.accepted).toBe(true);
    expect((await findUserWorkflow(database.db, id))?.step).toBe(2);
  });

  it('with required fields unanswered, Proceed Anyway reaches step 2 and then step 3, but not step 4', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    expect((await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 5 })).accepted).toBe(false);
    expect((await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 5, proceedAnyway: true })).steps.step).toBe(2);
    expect((await applyStepEvent(database.db, id, { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'sam@example.com' })).steps.step).toBe(3);
    expect((await applyStepEvent(database.db, id, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 5 })).accepted).toBe(false);
    expect((await applyStepEvent(database.db, id, { type: 'GO_TO_STEP', step: 4 })).accepted).toBe(false);
    expect((await findUserWorkflow(database.db, id))?.step).toBe(3);
  });

  it('an outdated user workflow is rebuilt from the newest published version with its answers erased', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId });
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: UID.RES_FN, baseVersion: 0, value: 'Sam' }] });
    const workflow = (await findUserWorkflow(database.db, id))!;
    expect(await newerPublishedVersion(database.db, workflow)).toBeUndefined();
    const definition = { ...readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file), version: '1.0.1' };
    await publishWorkflow(database.db, { formId: SAMPLE_WORKFLOWS[0]!.formId, publishedId: 'pubUtahWithChildren1', definition, publishedAt: new Date() });
    expect((await newerPublishedVersion(database.db, workflow))?.id).toBe('pubUtahWithChildren1');
    expect(await updateOutdatedUserWorkflow(database.db, id, ownerId, false)).toEqual({ updated: true });
    const rebuilt = (await findUserWorkflow(database.db, id))!;
    expect(rebuilt).toMatchObject({ published_workflow_id: 'pubUtahWithChildren1', step: 1 });
    const answers = await loadAnswers(database.db, id);
    expect(answers[UID.RES_FN]).toBeUndefined();
    expect(answers[UID.PET_FN]?.value).toBe('Robin');
  });
});
