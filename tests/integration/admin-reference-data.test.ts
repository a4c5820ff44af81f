// Workflow types, state counties and child support information against a real PostgreSQL
// (administration-platform.md §2.7 to §2.9, §4, §5).
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceSchemas } from '../../app/services/admin/reference-data-forms';
import {
  deleteStateCounties, listChildSupportInfo, listStateCounties, listWorkflowTypes, saveChildSupportInfo, saveStateCounties, saveWorkflowType,
} from '../../app/services/admin/reference-data.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { englishAdmin } from '../../i18n/english';

// the dialogs' schemas as an administrator reading English has them
const { stateCountiesSchema, workflowTypeSchema, childSupportSchema } = referenceSchemas(englishAdmin());

let database: TestDatabase;
const costs = { collaborative: { paywall1: 10, paywall2: 20 }, unilateral: { paywall1: 30, paywall2: 40 } };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('workflow types', () => {
  it('a new type is saved with its states and costs, and a second type of the same title is refused', async () => {
    const made = await saveWorkflowType(database.db, undefined, { title: 'Custody', states: ['Utah', 'Idaho'], costs, active: true });
    expect(made.ok).toBe(true);
    expect((await listWorkflowTypes(database.db)).find((t) => t.title === 'Custody')).toMatchObject({ states: ['Utah', 'Idaho'], costs, active: true });
    expect(await saveWorkflowType(database.db, undefined, { title: 'custody', states: ['Utah'], costs, active: true })).toEqual({ ok: false, field: 'title', refusal: 'titleUsed' });
  });

  it('an edit keeps the title whatever is sent', async () => {
    const made = await saveWorkflowType(database.db, undefined, { title: 'Adoption', states: ['Utah'], costs, active: true });
    if (!made.ok) throw new Error('not saved');
    await saveWorkflowType(database.db, made.id, { title: 'Renamed', states: ['Utah'], costs, active: false });
    expect((await listWorkflowTypes(database.db)).find((t) => t.id === made.id)).toMatchObject({ title: 'Adoption', active: false });
  });

  it('taking a state off a type withdraws its published workflows there from new starts and clears the parent forms; people who started one keep it', async () => {
    const [withChildren, withoutChildren] = SAMPLE_WORKFLOWS;
    const owner = await createUser(database.db, testUserInput({ label: 'types' }));
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: withChildren!.publishedId, ownerId: owner.id });
    const divorce = (await listWorkflowTypes(database.db)).find((t) => t.title === 'Divorce')!;
    const saved = await saveWorkflowType(database.db, divorce.id, { title: 'Divorce', states: ['Idaho'], costs: divorce.costs, active: true });
    expect(saved).toMatchObject({ ok: true, withdrawn: 2 });
    const offered = await database.db.selectFrom('published_workflows').select('id').where('state', '=', 'Utah').where('withdrawn_at', 'is', null).execute();
    expect(offered).toEqual([]);
    const forms = await database.db.selectFrom('forms').select(['status', 'status_date']).where('id', 'in', [withChildren!.formId, withoutChildren!.formId]).execute();
    expect(forms).toEqual([
      { status: 'draft', status_date: null },
      { status: 'draft', status_date: null },
    ]);
    const kept = await database.db.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(kept.published_workflow_id).toBe(withChildren!.publishedId);
  });

  it('the dialog asks for a title, at least one state, four whole-dollar costs and active', () => {
    const result = workflowTypeSchema.safeParse({ title: '', states: [], collaborativePaywall1: -1, active: 'Maybe' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['title: Required', 'states: Required', 'collaborativePaywall1: A cost is a whole number of dollars from 0 to 100,000', 'unilateralPaywall2: Required']));
  });
});

describe('state counties', () => {
  it("gives the spec's messages: a state used already, no county, a county twice", async () => {
    expect(await saveStateCounties(database.db, { state: 'Utah', counties: ['Salt Lake'] }, 'add')).toEqual({ ok: false, refusal: 'stateUsed' });
    const none = stateCountiesSchema.safeParse({ state: 'Idaho', counties: ' \n ' });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['Sorry, atleast one county is required']);
    const twice = stateCountiesSchema.safeParse({ state: 'Idaho', counties: 'Ada\nBoise\nada' });
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['Sorry, county already used for this state']);
  });

  it('adds, edits and deletes a state with its counties, one a line', async () => {
    const parsed = stateCountiesSchema.parse({ state: 'Idaho', counties: 'Ada\r\n\r\nBoise \n' });
    expect(parsed.counties).toEqual(['Ada', 'Boise']);
    expect(await saveStateCounties(database.db, parsed, 'add')).toEqual({ ok: true });
    expect(await saveStateCounties(database.db, { state: 'Idaho', counties: ['Ada'] }, 'edit')).toEqual({ ok: true });
    expect((await listStateCounties(database.db)).find((s) => s.state === 'Idaho')?.counties).toEqual(['Ada']);
    expect(await deleteStateCounties(database.db, 'Idaho')).toBe(true);
    expect((await listStateCounties(database.db)).some((s) => s.state === 'Idaho')).toBe(false);
  });
});

describe('child support information', () => {
  it('saves a state, replaces it on a second save, and refuses a link that is not a web address', async () => {
    await saveChildSupportInfo(database.db, { state: 'Idaho', description: 'Idaho guidelines', website: 'Idaho Courts', hyperlink: 'https://courts.idaho.gov' });
    await saveChildSupportInfo(database.db, { state: 'Idaho', description: 'Updated', website: 'Idaho Courts', hyperlink: 'https://courts.idaho.gov/cs' });
    expect((await listChildSupportInfo(database.db)).filter((i) => i.state === 'Idaho')).toEqual([
      { state: 'Idaho', description: 'Updated', website: 'Idaho Courts', hyperlink: 'https://courts.idaho.gov/cs' },
    ]);
    expect(childSupportSchema.safeParse({ state: 'Idaho', hyperlink: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe('Enter a web address starting with https:// or http://');
  });
});
