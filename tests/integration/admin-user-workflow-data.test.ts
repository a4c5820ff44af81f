// User Workflow Data against a real PostgreSQL (administration-platform.md §2.12): an admin finds a user workflow
// by its owner's e-mail or its id, sees its steps, sharing, payments and e-mails, and resets it through the step
// machine: step 1, nothing shared, the sharing entries gone, the answers and payments kept, an audit row naming
// the admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { findUserWorkflows, loadUserWorkflowData, resetUserWorkflow } from '../../app/services/admin/user-workflow-data.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { addSignature } from '../support/signed-user-workflow';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
let database: TestDatabase;
let admin: { id: string; name: string };

const uidOf = (title: string) => readSampleWorkflow(SAMPLE.file).elements.find((e) => e.title === title)!.uid;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const input = { ...testUserInput({ label: 'uwd-admin', role: 'admin-global' }), firstName: 'Ada', lastName: 'Admin' };
  admin = { id: (await createUser(database.db, input)).id, name: 'Ada Admin' };
});

/** A collaborative user workflow shared with the spouse: petitioner step 3, respondent step 1. */
async function sharedWorkflow() {
  const input = testUserInput({ label: 'uwd-owner' });
  const { id: ownerId } = await createUser(database.db, input);
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId });
  const spouseEmail = `spouse-${id.toLowerCase()}@example.com`;
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: ownerId,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouseEmail },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Spouse' },
    ],
  });
  expect((await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true }, { actorId: ownerId, context })).accepted).toBe(true);
  const row = (await findUserWorkflow(database.db, id))!;
  const invited = await inviteSpouse(database.db, { workflow: row, actorId: ownerId, admin: false, confirmed: true, reviewType: 'comment', context });
  expect(invited).toMatchObject({ kind: 'invited' });
  return { id, ownerId, ownerEmail: input.email, spouseEmail };
}

describe('finding a user workflow', () => {
  it('finds it by its id, by its owner e-mail in any case or in part, and finds nothing for an empty search', async () => {
    const shared = await sharedWorkflow();
    expect((await findUserWorkflows(database.db, shared.id)).map((w) => w.id)).toEqual([shared.id]);
    expect((await findUserWorkflows(database.db, shared.ownerEmail.toUpperCase())).map((w) => w.id)).toEqual([shared.id]);
    expect((await findUserWorkflows(database.db, shared.ownerEmail.slice(0, -4))).map((w) => w.id)).toContain(shared.id);
    expect(await findUserWorkflows(database.db, '   ')).toEqual([]);
    // a LIKE wildcard in the search is a character, not 'anything'
    expect(await findUserWorkflows(database.db, '%')).toEqual([]);
  });

  it('shows its steps, the sharing entry, and the invite e-mail', async () => {
    const shared = await sharedWorkflow();
    const data = (await loadUserWorkflowData(database.db, shared.id))!;
    expect(data.workflow).toMatchObject({ id: shared.id, step: 3, respondentStep: 1, ownerEmail: shared.ownerEmail });
    expect(data.sharing.map((s) => s.email)).toEqual([shared.spouseEmail]);
    expect(data.emails.map((e) => [e.to_email, e.template])).toContainEqual([shared.spouseEmail, 'invite']);
    expect(data.payments).toEqual([]);
    expect(await loadUserWorkflowData(database.db, 'no-such-workflow')).toBeUndefined();
  });
});

describe('resetting a user workflow', () => {
  it('goes back to step 1 with nothing shared through the step machine, keeps the answers, and records the admin by name', async () => {
    const shared = await sharedWorkflow();
    const answersBefore = (await loadUserWorkflowData(database.db, shared.id))!.answers;
    expect(await resetUserWorkflow(database.db, shared.id, admin)).toEqual({ reset: true });

    const row = (await findUserWorkflow(database.db, shared.id))!;
    expect({ step: row.step, respondentStep: row.respondent_step }).toEqual({ step: 1, respondentStep: null });
    // the stored machine agrees with the columns: the petitioner can go on from step 1
    expect((row.machine_snapshot as { value: unknown }).value).toEqual({ petitioner: 'step1', respondent: 'notShared' });
    const data = (await loadUserWorkflowData(database.db, shared.id))!;
    expect(data.sharing).toEqual([]);
    expect(data.answers).toEqual(answersBefore);
    expect(data.audit[0]).toMatchObject({ type: 'ADMIN_RESET', by: 'Ada Admin' });
    const audit = await database.db.selectFrom('audit_events').select(['actor_id', 'data']).where('user_workflow_id', '=', shared.id).where('type', '=', 'ADMIN_RESET').executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(admin.id);
    expect(audit.data).toMatchObject({ event: { by: 'Ada Admin', admin: true, confirmed: true }, step: 1, respondentStep: null, effects: [{ type: 'sharing.reset' }, { type: 'signatures.supersede' }, { type: 'email.schedule', kind: 'incomplete-reminder' }] });
    expect((await applyStepEvent(database.db, shared.id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true }, { actorId: shared.ownerId, context })).steps.step).toBe(2);
  });

  it('voids the signatures with the sharing and the agreement: none stays current after a reset', async () => {
    const shared = await sharedWorkflow();
    await addSignature(database.db, shared.id, 'petitioner', { method: 'typed', name: 'Robin Tester', email: shared.ownerEmail, signerId: shared.ownerId });
    await addSignature(database.db, shared.id, 'respondent', { method: 'typed', name: 'Sam Spouse', email: shared.spouseEmail });
    await database.db.updateTable('sharing_entries').set({ agreed_with_spouse: true }).where('user_workflow_id', '=', shared.id).execute();
    expect(await resetUserWorkflow(database.db, shared.id, admin)).toEqual({ reset: true });
    const current = await database.db.selectFrom('signatures').select('role').where('user_workflow_id', '=', shared.id).where('superseded_at', 'is', null).execute();
    expect(current).toEqual([]);
    // the rows stay as evidence, marked superseded
    expect(await database.db.selectFrom('signatures').select('id').where('user_workflow_id', '=', shared.id).execute()).toHaveLength(2);
    expect(await database.db.selectFrom('sharing_entries').select('agreed_with_spouse').where('user_workflow_id', '=', shared.id).execute()).toEqual([]);
  });

  it('says so when the user workflow does not exist, and changes nothing', async () => {
    const outcome = await resetUserWorkflow(database.db, 'no-such-workflow', admin);
    expect(outcome).toMatchObject({ reset: false });
    expect(outcome.reset ? '' : outcome.reason).toMatch(/could not be found/);
  });
});

itReadsBackTheAuditTrail(() => database.db, 'admin-user-workflow-data.test.ts');

describe("an administrator's step control", () => {
  const asAdmin = { actorId: null as string | null, context };
  const stored = async (id: string) => {
    const row = (await findUserWorkflow(database.db, id))!;
    return { step: row.step, respondentStep: row.respondent_step, value: (row.machine_snapshot as { value: unknown }).value };
  };

  it("moves only the petitioner's step: the spouse's step stays where it was", async () => {
    const shared = await sharedWorkflow();
    expect(await stored(shared.id)).toEqual({ step: 3, respondentStep: 1, value: { petitioner: 'step3', respondent: 'step1' } });
    expect((await applyStepEvent(database.db, shared.id, { type: 'GO_TO_STEP', step: 4, admin: true }, asAdmin)).accepted).toBe(true);
    expect(await stored(shared.id)).toEqual({ step: 4, respondentStep: 1, value: { petitioner: 'step4', respondent: 'step1' } });
  });

  it("moves only the spouse's step: the petitioner's step stays where it was", async () => {
    const shared = await sharedWorkflow();
    expect((await applyStepEvent(database.db, shared.id, { type: 'RESPONDENT_GO_TO_STEP', step: 2, admin: true }, asAdmin)).accepted).toBe(true);
    expect(await stored(shared.id)).toEqual({ step: 3, respondentStep: 2, value: { petitioner: 'step3', respondent: 'step2' } });
  });
});
