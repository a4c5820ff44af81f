// Run DB Scripts against a real PostgreSQL (administration-platform.md §2.14): copying a form's fields and
// documents from a user workflow clears the form's and copies the user workflow's version's, with the form's files
// but never the person's own uploads, in one named and recorded operation.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createForm } from '../../app/services/builder/forms.server';
import { copyFormFromUserWorkflow, planCopy } from '../../app/services/admin/db-scripts.server';
import type { WorkflowDefinition } from '../../app/engine.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
let database: TestDatabase;
let admin: { id: string; email: string; role: 'admin-global'; firstName: string; lastName: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  // a template the builder stored for the sample form (its own documents are text on blank pages, no file), so the
  // copy of a version's files is seen
  await new PostgresFileStorage(database.db).put(fileKey('forms', SAMPLE.formId, 'pdf', 'template.pdf'), Buffer.from('%PDF-1.7 a template'), { mediaType: 'application/pdf' });
  const input = testUserInput({ label: 'scripts-admin', role: 'admin-global' });
  admin = { id: (await createUser(database.db, input)).id, email: input.email, role: 'admin-global', firstName: input.firstName, lastName: input.lastName };
});

async function setUp() {
  const { id: ownerId } = await createUser(database.db, testUserInput({ label: 'scripts-owner' }));
  const { id: userWorkflowId } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId });
  const storage = new PostgresFileStorage(database.db);
  // the person's own upload, and a file the empty form had before
  await storage.put(fileKey('user-workflows', userWorkflowId, 'uploads', 'photo.png'), Buffer.from('the person'), { mediaType: 'image/png' });
  const formId = await createForm(database.db, admin);
  await storage.put(fileKey('forms', formId, 'old', 'gone.png'), Buffer.from('old'), { mediaType: 'image/png' });
  return { userWorkflowId, formId };
}

const filesUnder = async (prefix: string) => (await new PostgresFileStorage(database.db).list(fileKey(...prefix.split('/')))).map((f) => f.key.slice(prefix.length + 1)).sort();

describe('copying a form from a user workflow', () => {
  it("replaces the form's fields, documents and files with the user workflow's version's, keeps its other settings, and records who ran it", async () => {
    const { userWorkflowId, formId } = await setUp();
    const published = await database.db.selectFrom('published_workflows').select('definition').where('id', '=', SAMPLE.publishedId).executeTakeFirstOrThrow();
    const source = published.definition as WorkflowDefinition;
    const before = await database.db.selectFrom('forms').select(['definition', 'version', 'name']).where('id', '=', formId).executeTakeFirstOrThrow();

    const planned = await planCopy(database.db, { userWorkflowId, formId });
    expect('plan' in planned && planned.plan.userWorkflow).toMatchObject({ fields: source.elements.length, documents: source.documents?.length ?? 0 });
    expect('plan' in planned && planned.plan.form).toMatchObject({ files: 1 });

    const outcome = await copyFormFromUserWorkflow(database.db, { userWorkflowId, formId }, admin.id);
    expect(outcome.done).toBe(true);
    const after = await database.db.selectFrom('forms').select(['definition', 'version', 'name']).where('id', '=', formId).executeTakeFirstOrThrow();
    const definition = after.definition as WorkflowDefinition;
    expect(definition.elements).toEqual(source.elements);
    expect(definition.documents).toEqual(source.documents);
    expect(definition.name).toBe((before.definition as WorkflowDefinition).name);
    expect(after.version).not.toBe(before.version);
    expect(definition.version).toBe(after.version);

    const sampleFiles = await filesUnder(`forms/${SAMPLE.formId}`);
    expect(sampleFiles.length).toBeGreaterThan(0);
    expect(await filesUnder(`forms/${formId}`)).toEqual(sampleFiles);
    expect(outcome.done && outcome.plan.userWorkflow.files).toBe(sampleFiles.length);

    const audit = await database.db.selectFrom('audit_events').select(['type', 'actor_id', 'data']).where('user_workflow_id', '=', userWorkflowId).where('type', '=', 'DB_SCRIPT').execute();
    expect(audit).toEqual([{ type: 'DB_SCRIPT', actor_id: admin.id, data: expect.objectContaining({ script: 'copy-form-from-user-workflow', formId }) }]);
  });

  it('refuses an unknown user workflow or form, and a form waiting for approval, changing nothing', async () => {
    const { userWorkflowId, formId } = await setUp();
    expect(await copyFormFromUserWorkflow(database.db, { userWorkflowId: 'nope', formId }, admin.id)).toEqual({ done: false, refused: 'noUserWorkflow' });
    expect(await copyFormFromUserWorkflow(database.db, { userWorkflowId, formId: 'nope' }, admin.id)).toEqual({ done: false, refused: 'noForm' });
    await database.db.updateTable('forms').set({ status: 'pending' }).where('id', '=', formId).execute();
    expect(await copyFormFromUserWorkflow(database.db, { userWorkflowId, formId }, admin.id)).toEqual({ done: false, refused: 'pending' });
    expect(await filesUnder(`forms/${formId}`)).toEqual(['old/gone.png']);
  });
});

itReadsBackTheAuditTrail(() => database.db, 'admin-db-scripts.test.ts');
