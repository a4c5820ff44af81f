// The autosave's guard (requireOwnUserWorkflowLocked, issue 33): its read of the user workflow is the save's row
// lock, so an autosave reads the row once instead of twice, and the guard's rule and the save's behaviour stay those
// of requireOwnUserWorkflow and saveAnswers: strangers get 404, the spouse goes to the respondent guide, saves wait
// for each other's lock and a stale version is still a conflict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createSession } from '../../app/services/accounts/sessions.server';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { saveFromForm } from '../../app/services/guide/guide-page.server';
import { engineForPublished, loadAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { requireOwnUserWorkflowLocked } from '../../app/utils/permissions.server';
import { setDatabase } from '../../db/client';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { uidOf } from '../support/utah-with-children';
import { newPerson } from './support/shared-form';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const PUBLISHED = SAMPLE_WORKFLOWS[0]!.publishedId;
let database: TestDatabase;
/** The statements that select from user_workflows, as the counting plugin saw them (its FOR UPDATE or not). */
const workflowReads: { forUpdate: boolean }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  // the guard reads the app's shared database: this file's own, seen through a plugin that counts its reads
  setDatabase({ ...database, db: database.db.withPlugin(countingWorkflowReads()) });
});
afterAll(() => setDatabase(undefined));

function countingWorkflowReads(): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      const n = node as { kind: string; from?: { froms?: { table?: { identifier?: { name?: string } } }[] } };
      if (n.kind === 'SelectQueryNode' && n.from?.froms?.some((f) => f.table?.identifier?.name === 'user_workflows'))
        workflowReads.push({ forUpdate: JSON.stringify(node).includes('"ForUpdate"') });
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
}

async function signedIn(user: SessionUser, workflowId: string): Promise<Request> {
  const cookie = (await createSession(database.db, new Request('https://accord.example/'), user.id)).split(';')[0]!;
  return new Request(`https://accord.example/legal-form-guide/divorce-forms/${workflowId}/autosave?page=0`, { method: 'POST', headers: { Cookie: cookie } });
}

/** What the autosave route does: the guard, then the save under the guard's lock. */
async function autosave(user: SessionUser, workflowId: string, uid: string, version: number, value: string) {
  const { locked } = await requireOwnUserWorkflowLocked(await signedIn(user, workflowId), workflowId);
  const form = new FormData();
  form.append(versionName(uid), String(version));
  form.append(fieldName(uid), value);
  return locked(async ({ workflow, tx }) => {
    const engine = await engineForPublished(tx, workflow.published_workflow_id);
    return saveFromForm(user, workflow, [engine.elementsByUid.get(uid)!], form, tx, engine, undefined, { rowLocked: true });
  });
}

describe("the autosave's guard", () => {
  it('reads the user workflow once, FOR UPDATE, and the save reads no row of its own', async () => {
    const owner = await newPerson(database.db, 'lock-once');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED, ownerId: owner.id });
    workflowReads.length = 0;
    const save = await autosave(owner, id, uidOf('MARRIAGE_CITY'), 0, 'Ogden');
    expect(save).toMatchObject({ outcome: { saved: [{ uid: uidOf('MARRIAGE_CITY'), version: 1 }], conflicts: [] } });
    expect(workflowReads).toEqual([{ forUpdate: true }]);
    expect((await loadAnswers(database.db, id))[uidOf('MARRIAGE_CITY')]).toMatchObject({ value: 'Ogden', version: 1 });
  });

  it('refuses a stranger with 404 and sends a spouse to the respondent guide, saving nothing', async () => {
    const owner = await newPerson(database.db, 'lock-owner');
    const stranger = await newPerson(database.db, 'lock-stranger');
    const respondent = await newPerson(database.db, 'lock-respondent', false);
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED, ownerId: owner.id });
    const refusal = (user: SessionUser) => autosave(user, id, uidOf('MARRIAGE_CITY'), 0, 'Provo').then(() => undefined, (thrown: unknown) => thrown as Response);
    expect((await refusal(stranger))?.status).toBe(404);
    const own = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED, ownerId: respondent.id });
    expect((await refusal(respondent))?.status).toBe(404);
    // a respondent on a form of their own is sent to the respondent guide, as requireOwnUserWorkflow does
    const redirected = await autosave(respondent, own.id, uidOf('MARRIAGE_CITY'), 0, 'Provo').then(() => undefined, (thrown: unknown) => thrown as Response);
    expect(redirected?.status).toBe(302);
    expect(redirected?.headers.get('Location')).toBe(`/respondent-guide/${own.id}`);
    expect((await loadAnswers(database.db, id))[uidOf('MARRIAGE_CITY')]).toBeUndefined();
    expect((await loadAnswers(database.db, own.id))[uidOf('MARRIAGE_CITY')]).toBeUndefined();
  });

  it('lets concurrent saves of one form wait for each other: different fields all saved, a stale version a conflict', async () => {
    const owner = await newPerson(database.db, 'lock-concurrent');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED, ownerId: owner.id });
    const fields = ['MARRIAGE_CITY', 'RES_FN', 'RES_LN'].map(uidOf);
    const saves = await Promise.all(fields.map((uid, i) => autosave(owner, id, uid, 0, `answer ${i}`)));
    for (const save of saves) expect(save).toMatchObject({ outcome: { conflicts: [] } });
    const stored = await loadAnswers(database.db, id);
    for (const [i, uid] of fields.entries()) expect(stored[uid]).toMatchObject({ value: `answer ${i}`, version: 1 });
    // two tabs saving the same field from version 1: one is saved, the other is told of the newer answer
    const both = await Promise.all([autosave(owner, id, fields[0]!, 1, 'first tab'), autosave(owner, id, fields[0]!, 1, 'second tab')]);
    const conflicts = both.flatMap((s) => ('outcome' in s ? s.outcome.conflicts : []));
    expect(conflicts).toHaveLength(1);
    expect((await loadAnswers(database.db, id))[fields[0]!]?.version).toBe(2);
  });

  it('answers a closed questionnaire with its message under the lock, and keeps the stored answer', async () => {
    const owner = await newPerson(database.db, 'lock-closed');
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED, ownerId: owner.id });
    await autosave(owner, id, uidOf('MARRIAGE_CITY'), 0, 'Logan');
    await applyStepEvent(database.db, id, { type: 'GO_TO_STEP', step: 7, admin: true });
    const closed = await autosave(owner, id, uidOf('MARRIAGE_CITY'), 1, 'Moab');
    expect(closed).toMatchObject({ closed: expect.stringContaining('step 7') });
    expect((await loadAnswers(database.db, id))[uidOf('MARRIAGE_CITY')]).toMatchObject({ value: 'Logan', version: 1 });
  });
});
