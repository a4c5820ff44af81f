// Publishing against a real PostgreSQL (issue 22, workflow-builder.md §4): every transition of the workflow status,
// refused ones included (edit while Pending, unpublish when not Approved, a non-owner publishing, a stakeholder
// acting on a form not theirs), the 'stakeholder' e-mails, immutable major versions with their files, people
// keeping the version they started (its documents still render) and new people starting on the newest.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import type { UserRole } from '../../db/schema';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { createForm, PENDING_STATUS, saveForm, shareForm } from '../../app/services/builder/forms.server';
import { loadSetupCatalog } from '../../app/services/guide/guide-lookup.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { listPendingApprovals, loadPendingApproval, publishedVersionsOf } from '../../app/services/publishing/approvals.server';
import {
  decideAsStakeholder,
  removeStakeholder,
  INVALID_WORKFLOW_MESSAGE,
  NOT_OWNER_MESSAGE,
  publishForm,
  stakeholderNotAdminMessage,
  unpublishForm,
  type PublishingUser,
} from '../../app/services/publishing/publishing.server';
import { STATUS_MESSAGES } from '../../app/services/publishing/workflow-status';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { renderEmail } from '../../templates/emails/index';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
const SAMPLE = SAMPLE_WORKFLOWS[0]!;

let database: TestDatabase;

async function newUser(label: string, role: UserRole = 'admin-form'): Promise<PublishingUser> {
  const input = testUserInput({ label, role });
  const { id } = await createUser(database.db, input);
  return { id, email: input.email.toLowerCase(), role, firstName: input.firstName, lastName: input.lastName };
}

/**
 * A draft of the Utah sample owned by `owner`, in a state of its own (so the catalog shows only it), with the
 * sample's files and a PDF template stored as the builder stores a form's files.
 */
async function sampleDraft(owner: PublishingUser, state: string): Promise<string> {
  const definition = { ...readSampleWorkflow(SAMPLE.file), name: `Publishing ${state}`, state, useCounties: false, counties: [] };
  const id = await createForm(database.db, owner, definition);
  await sql`insert into files (key, content, media_type, size, sha256)
    select ${`forms/${id}/`} || substr(key, ${`forms/${SAMPLE.formId}/`.length + 1}), content, media_type, size, sha256
    from files where starts_with(key, ${`forms/${SAMPLE.formId}/`})`.execute(database.db);
  // a template of its own (the sample's documents are text on blank pages, with no file), so the copy is seen
  await new PostgresFileStorage(database.db).put(fileKey('forms', id, 'pdf', 'template.pdf'), Buffer.from('%PDF-1.7 a template'), { mediaType: 'application/pdf' });
  return id;
}

async function formRow(id: string) {
  return database.db.selectFrom('forms').select(['status', 'status_date', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function offeredVersions(formId: string) {
  return database.db.selectFrom('published_workflows').select(['id', 'version']).where('form_id', '=', formId).where('withdrawn_at', 'is', null).execute();
}

async function stakeholderEmails(formId: string) {
  return database.db.selectFrom('emails').select(['to_email', 'template', 'subject', 'template_data']).where('form_id', '=', formId).where('template', '=', 'stakeholder').orderBy('to_email').execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('publishing without stakeholders', () => {
  it('publishes at once as an immutable major version with its own copy of the files, and the form is Approved', async () => {
    const owner = await newUser('pub-owner');
    const id = await sampleDraft(owner, 'Arizona');
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'published', version: '1.0.0' });
    if (result.kind !== 'published') throw new Error('not published');
    expect(await formRow(id)).toMatchObject({ status: 'published', version: '1.0.0', status_date: expect.any(Date) });
    const published = await database.db
      .selectFrom('published_workflows')
      .select(['form_id', 'version', 'state', 'published_by', 'approvals', 'withdrawn_at', 'definition'])
      .where('id', '=', result.publishedWorkflowId)
      .executeTakeFirstOrThrow();
    expect(published).toMatchObject({ form_id: id, version: '1.0.0', state: 'Arizona', published_by: owner.id, approvals: [], withdrawn_at: null });
    expect(published.definition).toMatchObject({ id: result.publishedWorkflowId, version: '1.0.0', name: 'Publishing Arizona' });
    const storage = new PostgresFileStorage(database.db);
    const formFiles = await storage.list(fileKey('forms', id));
    const versionFiles = await storage.list(fileKey('published-workflows', result.publishedWorkflowId));
    expect(formFiles.length).toBeGreaterThan(0);
    expect(versionFiles.map((f) => f.sha256)).toEqual(formFiles.map((f) => f.sha256));
    await expect(sql`update published_workflows set name = 'changed' where id = ${result.publishedWorkflowId}`.execute(database.db)).rejects.toThrow(/immutable/);
    await expect(sql`update published_workflows set definition = '{}'::jsonb, withdrawn_at = now() where id = ${result.publishedWorkflowId}`.execute(database.db)).rejects.toThrow(/immutable/);
  });

  it('a definition with problems is refused with them, and nothing is published', async () => {
    const owner = await newUser('pub-invalid');
    const id = await sampleDraft(owner, 'Nebraska');
    const broken = { ...readSampleWorkflow(SAMPLE.file), state: 'Nebraska', elements: [{ uid: 'x', type: 'no-such-type' }] };
    await database.db.updateTable('forms').set({ definition: JSON.stringify(broken) }).where('id', '=', id).execute();
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind === 'invalid') expect(result.problems.length).toBeGreaterThan(0);
    expect(await formRow(id)).toMatchObject({ status: 'draft', status_date: null, version: '0.1.0' });
    expect(await offeredVersions(id)).toEqual([]);
  });

  it('a workflow without documents, which nobody could sign at step 5, is refused with a sentence saying what to add, and nothing is published', async () => {
    const owner = await newUser('pub-no-documents');
    const id = await sampleDraft(owner, 'Montana');
    const undocumented = { ...readSampleWorkflow(SAMPLE.file), state: 'Montana', useCounties: false, counties: [], documents: [] };
    await database.db.updateTable('forms').set({ definition: JSON.stringify(undocumented) }).where('id', '=', id).execute();
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind === 'invalid')
      expect(result.problems).toContainEqual(expect.objectContaining({ pointer: '', message: "This workflow has no document for people to sign at step 5. Add a document in step 4 and tick 'People sign this document at step 5' on it." }));
    expect(await formRow(id)).toMatchObject({ status: 'draft', version: '0.1.0' });
    // documents of which none is the one people sign (none marked, none named like 'stipulation') are refused too
    const sample = readSampleWorkflow(SAMPLE.file);
    const unsigned = { ...undocumented, documents: sample.documents!.map((d, i) => ({ ...d, name: `Court paper ${i + 1}`, signedDocument: false })) };
    await database.db.updateTable('forms').set({ definition: JSON.stringify(unsigned) }).where('id', '=', id).execute();
    const second = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(second).toMatchObject({ kind: 'invalid' });
    if (second.kind === 'invalid') expect(second.problems.map((p) => p.message)).toContain("No document is marked as the one people sign at step 5. In step 4, open that document and tick 'People sign this document at step 5'.");
    expect(await offeredVersions(id)).toEqual([]);
  });

  it("a logic error the engine's checks find (display logic that can never be true) blocks publishing, with its sentence", async () => {
    const owner = await newUser('pub-logic');
    const id = await sampleDraft(owner, 'Kansas');
    const sample = readSampleWorkflow(SAMPLE.file);
    const income = { uid: 'pubincome', type: 'number-input', title: 'PUB INCOME', lowerBound: 0, upperBound: 1000 };
    const contradiction = { uid: 'pubnode', kind: 'expression', conditional: 'if', operator: 'and', questions: [
      { questionUid: 'pubincome', comparison: 'greater-than', value: 500 },
      { questionUid: 'pubincome', comparison: 'less-than', value: 200 },
    ] };
    const note = { uid: 'pubnote', type: 'paragraph', title: 'PUB NOTE', displayLogic: { hideByDefault: false, root: contradiction } };
    const planted = { ...sample, state: 'Kansas', useCounties: false, counties: [], elements: [...sample.elements, income, note] };
    await database.db.updateTable('forms').set({ definition: JSON.stringify(planted) }).where('id', '=', id).execute();
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind === 'invalid') expect(result.problems.map((p) => p.message)).toContain('The display logic of "PUB NOTE" can never be true: its tests contradict each other.');
    expect(await offeredVersions(id)).toEqual([]);
  });

  it('a collaborator who is not the owner may not publish or unpublish; a global admin with access may', async () => {
    const owner = await newUser('pub-own2');
    const collaborator = await newUser('pub-collab');
    const global = await newUser('pub-global', 'admin-global');
    const id = await sampleDraft(owner, 'Oregon');
    await shareForm(database.db, owner, id, { email: collaborator.email }, context);
    await shareForm(database.db, owner, id, { email: global.email }, context);
    expect(await publishForm(database.db, collaborator, id, { stakeholders: [] }, context)).toEqual({ kind: 'refused', message: NOT_OWNER_MESSAGE });
    expect(await formRow(id)).toMatchObject({ status: 'draft' });
    expect(await publishForm(database.db, global, id, { stakeholders: [] }, context)).toMatchObject({ kind: 'published' });
    expect(await unpublishForm(database.db, collaborator, id)).toEqual({ kind: 'refused', message: NOT_OWNER_MESSAGE });
    expect(await offeredVersions(id)).toHaveLength(1);
  });

  it('someone without access to the form finds nothing to publish', async () => {
    const owner = await newUser('pub-own3');
    const stranger = await newUser('pub-stranger', 'admin-global');
    const id = await sampleDraft(owner, 'Kansas');
    expect(await publishForm(database.db, stranger, id, { stakeholders: [] }, context)).toEqual({ kind: 'not-found' });
    expect(await unpublishForm(database.db, stranger, id)).toEqual({ kind: 'not-found' });
  });
});

describe('stakeholders approving', () => {
  it("each stakeholder's e-mail is in their own language, subject and text part (issue 35)", async () => {
    const owner = await newUser('sh-owner-es');
    const ana = await newUser('sh-ana-es');
    const ben = await newUser('sh-ben-en');
    await database.db.updateTable('users').set({ language: 'es' }).where('id', '=', ana.id).execute();
    const id = await sampleDraft(owner, 'New Mexico');
    expect(await publishForm(database.db, owner, id, { stakeholders: [ana.email, ben.email] }, context)).toMatchObject({ kind: 'submitted' });
    const mails = await stakeholderEmails(id);
    const spanish = mails.find((m) => m.to_email === ana.email)!;
    expect(spanish.subject).toBe(`${owner.firstName} ${owner.lastName} le pide que apruebe el flujo de trabajo "Publishing New Mexico"`);
    const { text } = await renderEmail('stakeholder', 'Ana', spanish.template_data as Record<string, unknown>, 'help@accord.test');
    expect(text).toContain('le nombró como parte interesada');
    expect(text).toContain('Revisar el flujo de trabajo');
    expect(mails.find((m) => m.to_email === ben.email)!.subject).toBe(`${owner.firstName} ${owner.lastName} asks you to approve the workflow "Publishing New Mexico"`);
  });

  it('submit, one approves, one rejects (back to empty), resubmit, both approve: published with both approvals', async () => {
    const owner = await newUser('sh-owner');
    const ann = await newUser('sh-ann');
    const bob = await newUser('sh-bob', 'admin-global');
    const id = await sampleDraft(owner, 'Montana');

    const submitted = await publishForm(database.db, owner, id, { stakeholders: [ann.email.toUpperCase(), bob.email] }, context);
    expect(submitted).toEqual({ kind: 'submitted', stakeholders: [ann.email, bob.email] });
    expect(await formRow(id)).toMatchObject({ status: PENDING_STATUS, version: '0.1.0' });
    const mails = await stakeholderEmails(id);
    expect(mails.map((m) => m.to_email).sort()).toEqual([ann.email, bob.email].sort());
    expect(mails[0]).toMatchObject({ subject: `${owner.firstName} ${owner.lastName} asks you to approve the workflow "Publishing Montana"`, template_data: { url: `https://accord.test/pending-approvals/${id}` } });
    expect((await listPendingApprovals(database.db, ann.email)).map((c) => c.id)).toContain(id);

    // refused while pending: editing, publishing again, unpublishing
    expect(await saveForm(database.db, owner, id, { definition: readSampleWorkflow(SAMPLE.file), baseVersion: '0.1.0' })).toEqual({ kind: 'pending' });
    expect(await publishForm(database.db, owner, id, { stakeholders: [] }, context)).toEqual({ kind: 'refused', message: STATUS_MESSAGES.pending });
    expect(await unpublishForm(database.db, owner, id)).toEqual({ kind: 'refused', message: STATUS_MESSAGES['not-approved'] });

    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'decided', status: 'pending' });
    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'refused', message: STATUS_MESSAGES['already-decided'] });
    expect(await decideAsStakeholder(database.db, bob, id, 'reject')).toEqual({ kind: 'decided', status: 'empty' });
    expect(await formRow(id)).toMatchObject({ status: 'draft', status_date: null });
    expect(await offeredVersions(id)).toEqual([]);
    expect((await loadPendingApproval(database.db, bob.email, id))?.myStatus).toBe('rejected');
    expect(await listPendingApprovals(database.db, ann.email)).not.toContainEqual(expect.objectContaining({ id }));
    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'refused', message: STATUS_MESSAGES['not-pending'] });

    expect(await publishForm(database.db, owner, id, { stakeholders: [ann.email, bob.email] }, context)).toMatchObject({ kind: 'submitted' });
    expect(await stakeholderEmails(id)).toHaveLength(4);
    expect(await decideAsStakeholder(database.db, bob, id, 'approve')).toEqual({ kind: 'decided', status: 'pending' });
    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'decided', status: 'approved' });
    expect(await formRow(id)).toMatchObject({ status: 'published', version: '1.0.0' });
    const [version] = await publishedVersionsOf(database.db, id);
    expect(version).toMatchObject({ version: '1.0.0', withdrawnAt: null });
    expect(version!.approvals.map((a) => a.email).sort()).toEqual([ann.email, bob.email].sort());
    const row = await database.db.selectFrom('published_workflows').select('published_by').where('id', '=', version!.id).executeTakeFirstOrThrow();
    expect(row.published_by).toBe(owner.id);
  });

  it('a stakeholder acting on a form they are not a stakeholder of finds nothing', async () => {
    const owner = await newUser('sh-owner2');
    const ann = await newUser('sh-ann2');
    const eve = await newUser('sh-eve', 'admin-global');
    const id = await sampleDraft(owner, 'Alaska');
    await publishForm(database.db, owner, id, { stakeholders: [ann.email] }, context);
    for (const decision of ['approve', 'reject', 'remove-me'] as const) expect(await decideAsStakeholder(database.db, eve, id, decision)).toEqual({ kind: 'not-found' });
    expect(await loadPendingApproval(database.db, eve.email, id)).toBeUndefined();
    expect(await decideAsStakeholder(database.db, eve, 'noSuchForm0000000000', 'approve')).toEqual({ kind: 'not-found' });
    expect(await formRow(id)).toMatchObject({ status: PENDING_STATUS });
  });

  it('a stakeholder who removes themselves leaves the decision to the others; the last one approving publishes', async () => {
    const owner = await newUser('sh-owner3');
    const ann = await newUser('sh-ann3');
    const bob = await newUser('sh-bob3');
    const id = await sampleDraft(owner, 'Vermont');
    await publishForm(database.db, owner, id, { stakeholders: [ann.email, bob.email] }, context);
    expect(await decideAsStakeholder(database.db, bob, id, 'remove-me')).toEqual({ kind: 'decided', status: 'pending' });
    expect(await loadPendingApproval(database.db, bob.email, id)).toBeUndefined();
    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'decided', status: 'approved' });
    expect(await offeredVersions(id)).toHaveLength(1);
  });

  it('the author takes a stakeholder off a pending request; a collaborator may not; the last one approving publishes', async () => {
    const owner = await newUser('sh-owner5');
    const collaborator = await newUser('sh-collab5');
    const ann = await newUser('sh-ann5');
    const bob = await newUser('sh-bob5');
    const id = await sampleDraft(owner, 'North Dakota');
    await shareForm(database.db, owner, id, { email: collaborator.email }, context);
    await publishForm(database.db, owner, id, { stakeholders: [ann.email, bob.email] }, context);
    expect(await removeStakeholder(database.db, collaborator, id, bob.email)).toEqual({ kind: 'refused', message: NOT_OWNER_MESSAGE });
    expect(await removeStakeholder(database.db, owner, id, 'nobody@example.com')).toEqual({ kind: 'not-found' });
    expect(await removeStakeholder(database.db, owner, id, bob.email.toUpperCase())).toEqual({ kind: 'decided', status: 'pending' });
    expect(await loadPendingApproval(database.db, bob.email, id)).toBeUndefined();
    expect(await decideAsStakeholder(database.db, ann, id, 'approve')).toEqual({ kind: 'decided', status: 'approved' });
    expect(await offeredVersions(id)).toHaveLength(1);
  });

  it('only administrators can be named stakeholders', async () => {
    const owner = await newUser('sh-owner4');
    const person = await newUser('sh-person', 'user-basic');
    const id = await sampleDraft(owner, 'Maine');
    expect(await publishForm(database.db, owner, id, { stakeholders: [person.email] }, context)).toEqual({ kind: 'refused', message: stakeholderNotAdminMessage(person.email) });
    expect(await formRow(id)).toMatchObject({ status: 'draft' });
    expect(await stakeholderEmails(id)).toEqual([]);
  });
});

describe('versions and unpublishing', () => {
  it('a person keeps the version they started, with its documents, when the author republishes; a new person starts on the newest', async () => {
    const owner = await newUser('ver-owner');
    const first = await newUser('ver-first', 'user-basic');
    const second = await newUser('ver-second', 'user-basic');
    const id = await sampleDraft(owner, 'Idaho');
    const v1 = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    if (v1.kind !== 'published') throw new Error('not published');
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: v1.publishedWorkflowId, ownerId: first.id });

    // the author edits the draft (a new template file too) and republishes
    const edited = { ...readSampleWorkflow(SAMPLE.file), name: 'Publishing Idaho v2', state: 'Idaho', useCounties: false, counties: [] };
    expect(await saveForm(database.db, owner, id, { definition: edited, baseVersion: '1.0.0' })).toMatchObject({ kind: 'saved', version: '1.1.0' });
    await new PostgresFileStorage(database.db).put(fileKey('forms', id, 'pdf', 'added-later.pdf'), new Uint8Array([1, 2, 3]), { mediaType: 'application/pdf' });
    const v2 = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(v2).toMatchObject({ kind: 'published', version: '2.0.0' });
    if (v2.kind !== 'published') throw new Error('not republished');

    expect(await offeredVersions(id)).toEqual([{ id: v2.publishedWorkflowId, version: '2.0.0' }]);
    const catalog = await loadSetupCatalog(database.db, 'Idaho');
    expect(catalog.published.map((p) => p.id)).toEqual([v2.publishedWorkflowId]);
    const kept = await database.db.selectFrom('user_workflows').select(['published_workflow_id', 'name']).where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ published_workflow_id: v1.publishedWorkflowId, name: 'Publishing Idaho' });
    const storage = new PostgresFileStorage(database.db);
    expect((await storage.list(fileKey('user-workflows', started.id))).map((f) => f.key)).not.toContain(`user-workflows/${started.id}/pdf/added-later.pdf`);

    const later = await startUserWorkflow(database.db, { publishedWorkflowId: catalog.published[0]!.id, ownerId: second.id });
    expect((await storage.list(fileKey('user-workflows', later.id))).map((f) => f.key)).toContain(`user-workflows/${later.id}/pdf/added-later.pdf`);

    // unpublishing never breaks a form already started: its documents still render
    expect(await unpublishForm(database.db, owner, id)).toEqual({ kind: 'unpublished' });
    expect(await formRow(id)).toMatchObject({ status: 'draft', status_date: null });
    expect(await offeredVersions(id)).toEqual([]);
    expect((await loadSetupCatalog(database.db, 'Idaho')).published).toEqual([]);
    const rendered = await renderUserWorkflowDocuments(database.db, started.id, 'final');
    expect(rendered).toMatchObject({ pageCount: expect.any(Number) });
    if ('pageCount' in rendered) expect(rendered.pageCount).toBeGreaterThan(0);

    // and a new publication after unpublishing is the next major version
    expect(await publishForm(database.db, owner, id, { stakeholders: [] }, context)).toMatchObject({ kind: 'published', version: '3.0.0' });
    expect((await publishedVersionsOf(database.db, id)).map((v) => [v.version, v.withdrawnAt === null, v.startedCount])).toEqual([
      ['3.0.0', true, 0],
      ['2.0.0', false, 1],
      ['1.0.0', false, 1],
    ]);
  });

  it('unpublishing a form that is not approved is refused', async () => {
    const owner = await newUser('ver-owner2');
    const id = await sampleDraft(owner, 'Wyoming');
    expect(await unpublishForm(database.db, owner, id)).toEqual({ kind: 'refused', message: STATUS_MESSAGES['not-approved'] });
  });

  it('the database keeps one offered version per form', async () => {
    const owner = await newUser('ver-owner3');
    const id = await sampleDraft(owner, 'Ohio');
    const v1 = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    if (v1.kind !== 'published') throw new Error('not published');
    await expect(
      database.db
        .insertInto('published_workflows')
        .values({ id: 'secondOfferedVersion', form_id: id, version: '9.0.0', name: 'x', state: 'Ohio', type: 'Divorce', children_option: 'both', counties: '[]', definition: '{}' })
        .execute(),
    ).rejects.toThrow(/published_workflows_one_offered/);
  });
});
