// The builder's draft store against a real PostgreSQL (issue 19): who may load a form (its access list), the
// version counted up on each saved edit, the stale save refused with nothing overwritten, clone with and
// without collaborators, delete, sharing with its 'collaborate' e-mail, the counties exclusion and the
// duplicate warning, and the Utah samples saved back without a change (the round trip is lossless).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import type { UserRole } from '../../db/schema';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { canonicalJson, newFormDefinition } from '../../app/services/builder/definition';
import {
  cloneForm,
  createForm,
  deleteForm,
  DELETE_IN_USE_MESSAGE,
  DELETE_NOT_OWNER_MESSAGE,
  duplicateForms,
  listForms,
  loadForm,
  removeCollaborator,
  REMOVE_OWNER_MESSAGE,
  saveForm,
  shareForm,
  SHARE_NOT_OWNER_MESSAGE,
  usedCounties,
  type BuilderUser,
} from '../../app/services/builder/forms.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { renderEmail } from '../../templates/emails/index';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };

let database: TestDatabase;

async function newAdmin(label: string, role: UserRole = 'admin-form'): Promise<BuilderUser> {
  const input = testUserInput({ label, role });
  const { id } = await createUser(database.db, input);
  return { id, email: input.email.toLowerCase(), role, firstName: input.firstName, lastName: input.lastName };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('who may load a form', () => {
  it('a new form is loaded by its owner, whose e-mail is its access list, and by nobody else', async () => {
    const owner = await newAdmin('owner');
    const other = await newAdmin('other');
    const global = await newAdmin('global', 'admin-global');
    const id = await createForm(database.db, owner, newFormDefinition('Access list form'));
    expect(id).toHaveLength(20);
    const form = await loadForm(database.db, owner, id);
    expect(form).toMatchObject({ name: 'Access list form', version: '0.1.0', isOwner: true, ownerEmail: owner.email });
    expect(form?.definition).toMatchObject({ childrenOptions: 'both', collaborate: true, version: '0.1.0' });
    expect(await loadForm(database.db, other, id)).toBeUndefined();
    expect(await loadForm(database.db, global, id)).toBeUndefined();
    expect((await listForms(database.db, other)).map((f) => f.id)).not.toContain(id);
  });

  it('a form whose access list names a role loads for every holder of that role', async () => {
    const formAdmin = await newAdmin('role-reader');
    const forms = await listForms(database.db, formAdmin);
    expect(forms.map((f) => f.id)).toEqual(expect.arrayContaining(SAMPLE_WORKFLOWS.map((s) => s.formId)));
  });

  it('the list is sorted by name whatever the letter case', async () => {
    const owner = await newAdmin('sorter');
    for (const name of ['beta', 'Alpha', 'gamma', 'Delta']) await createForm(database.db, owner, newFormDefinition(name));
    const names = (await listForms(database.db, owner)).map((f) => f.name).filter((n) => ['beta', 'Alpha', 'gamma', 'Delta'].includes(n));
    expect(names).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });
});

describe('saving a draft', () => {
  it('each saved edit counts the minor version up, and a save that changes nothing keeps it', async () => {
    const owner = await newAdmin('versions');
    const id = await createForm(database.db, owner, newFormDefinition('Versions'));
    const form = (await loadForm(database.db, owner, id))!;
    const first = await saveForm(database.db, owner, id, { definition: { ...form.definition, description: 'one' }, baseVersion: '0.1.0' });
    expect(first).toMatchObject({ kind: 'saved', version: '0.2.0' });
    const second = await saveForm(database.db, owner, id, { definition: { ...form.definition, description: 'two' }, baseVersion: '0.2.0' });
    expect(second).toMatchObject({ kind: 'saved', version: '0.3.0' });
    const same = await saveForm(database.db, owner, id, { definition: { ...form.definition, description: 'two' }, baseVersion: '0.3.0' });
    expect(same).toMatchObject({ kind: 'unchanged', version: '0.3.0' });
    expect((await loadForm(database.db, owner, id))?.definition).toMatchObject({ description: 'two', version: '0.3.0', id });
  });

  it('a save based on an older version is refused and the newer save stays as it was', async () => {
    const owner = await newAdmin('stale');
    const id = await createForm(database.db, owner, newFormDefinition('Two editors'));
    const opened = (await loadForm(database.db, owner, id))!;
    expect(await saveForm(database.db, owner, id, { definition: { ...opened.definition, description: 'first admin' }, baseVersion: '0.1.0' })).toMatchObject({ kind: 'saved' });
    const late = await saveForm(database.db, owner, id, { definition: { ...opened.definition, description: 'second admin' }, baseVersion: '0.1.0' });
    expect(late).toEqual({ kind: 'stale', version: '0.2.0' });
    expect((await loadForm(database.db, owner, id))?.definition.description).toBe('first admin');
  });

  it("an invalid draft is saved, with the engine's message placed at the element it points to", async () => {
    const owner = await newAdmin('invalid');
    const definition = newFormDefinition('Duplicate titles');
    definition.elements.push(
      { uid: 'aaaaaaaaaaaa', type: 'text-input-short', title: 'Name', label: 'Your name' } as never,
      { uid: 'bbbbbbbbbbbb', type: 'text-input-short', title: 'Name', label: 'Their name' } as never,
    );
    const id = await createForm(database.db, owner, newFormDefinition('Duplicate titles'));
    const result = await saveForm(database.db, owner, id, { definition, baseVersion: '0.1.0' });
    expect(result.kind).toBe('saved');
    const problems = result.kind === 'saved' ? result.problems : [];
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ elementUid: 'aaaaaaaaaaaa', field: 'title', message: 'Please enter a unique title for this form element.', severity: 'error' }),
        expect.objectContaining({ elementUid: 'bbbbbbbbbbbb', field: 'title', message: 'Please enter a unique title for this form element.', severity: 'error' }),
      ]),
    );
  });

  it("the save's problems carry the logic checks' findings, placed at their element with pointer, severity and code", async () => {
    const owner = await newAdmin('logic');
    const definition = newFormDefinition('Contradiction');
    definition.elements.push(
      { uid: 'married00000', type: 'single-select', title: 'MARRIED', label: 'Married?', options: ['Yes', 'No'] } as never,
      {
        uid: 'spouse000000',
        type: 'text-input-short',
        title: 'SPOUSE',
        label: 'Spouse',
        displayLogic: { hideByDefault: false, root: { uid: 'node00000000', kind: 'expression', conditional: 'if', operator: 'and', questions: [{ questionUid: 'married00000', comparison: 'is', answer: 'Yes' }, { questionUid: 'married00000', comparison: 'is', answer: 'No' }] } },
      } as never,
    );
    const id = await createForm(database.db, owner, newFormDefinition('Contradiction'));
    const result = await saveForm(database.db, owner, id, { definition, baseVersion: '0.1.0' });
    expect(result.kind === 'saved' ? result.problems : []).toContainEqual(expect.objectContaining({
      elementUid: 'spouse000000',
      field: 'displayLogic/root',
      pointer: '/elements/2/displayLogic/root',
      severity: 'error',
      code: 'condition-never-true',
      message: 'The display logic of "SPOUSE" can never be true: its tests contradict each other.',
    }));
  });

  it('something that is not a workflow is refused with a message and nothing is written', async () => {
    const owner = await newAdmin('unreadable');
    const id = await createForm(database.db, owner, newFormDefinition('Unreadable'));
    expect(await saveForm(database.db, owner, id, { definition: [1, 2], baseVersion: '0.1.0' })).toMatchObject({ kind: 'unreadable' });
    expect((await loadForm(database.db, owner, id))?.version).toBe('0.1.0');
  });

  it('someone outside the access list cannot save the form', async () => {
    const owner = await newAdmin('guarded');
    const stranger = await newAdmin('stranger');
    const id = await createForm(database.db, owner, newFormDefinition('Guarded'));
    expect(await saveForm(database.db, stranger, id, { definition: newFormDefinition('Taken'), baseVersion: '0.1.0' })).toEqual({ kind: 'not-found' });
  });

  it.each(SAMPLE_WORKFLOWS)('the sample $file loads and saves back with no change to its definition', async (sample) => {
    const admin = await newAdmin('round-trip');
    const before = await database.db.selectFrom('forms').select(['definition', 'version']).where('id', '=', sample.formId).executeTakeFirstOrThrow();
    const loaded = (await loadForm(database.db, admin, sample.formId))!;
    // what the builder page sends back: the definition after a trip through JSON, as a browser does
    const fromBrowser = JSON.parse(JSON.stringify(loaded.definition)) as unknown;
    expect(await saveForm(database.db, admin, sample.formId, { definition: fromBrowser, baseVersion: loaded.version })).toMatchObject({ kind: 'unchanged', problems: [] });
    const after = await database.db.selectFrom('forms').select(['definition', 'version']).where('id', '=', sample.formId).executeTakeFirstOrThrow();
    expect(canonicalJson(after.definition)).toBe(canonicalJson(before.definition));
    expect(after.version).toBe(before.version);
    expect(canonicalJson({ ...readSampleWorkflow(sample.file) })).toBe(canonicalJson(after.definition));
  });
});

describe('clone, delete and sharing', () => {
  async function sharedForm(name: string) {
    const owner = await newAdmin('share-owner');
    const collaborator = await newAdmin('collaborator');
    const id = await createForm(database.db, owner, newFormDefinition(name));
    expect(await shareForm(database.db, owner, id, { email: collaborator.email }, context)).toEqual({ kind: 'shared' });
    return { owner, collaborator, id };
  }

  it("sharing gives the collaborator access and queues the 'collaborate' e-mail", async () => {
    const { owner, collaborator, id } = await sharedForm('Shared form');
    expect(await loadForm(database.db, collaborator, id)).toMatchObject({ isOwner: false, isCollaborator: true });
    const email = await database.db.selectFrom('emails').select(['to_email', 'subject', 'template', 'template_data']).where('form_id', '=', id).executeTakeFirstOrThrow();
    expect(email).toMatchObject({
      to_email: collaborator.email,
      subject: `${owner.firstName} ${owner.lastName} shared the workflow "Shared form" with you`,
      template: 'collaborate',
      template_data: expect.objectContaining({ url: 'https://accord.test/manage-workflows' }),
    });
  });

  it("the 'collaborate' e-mail goes in the collaborator's own language, subject and text part (issue 35)", async () => {
    const owner = await newAdmin('share-owner-es');
    const collaborator = await newAdmin('collaborator-es');
    await database.db.updateTable('users').set({ language: 'es' }).where('email', '=', collaborator.email).execute();
    const id = await createForm(database.db, owner, newFormDefinition('Formulario compartido'));
    expect(await shareForm(database.db, owner, id, { email: collaborator.email }, context)).toEqual({ kind: 'shared' });
    const email = await database.db.selectFrom('emails').select(['to_name', 'subject', 'template', 'template_data']).where('form_id', '=', id).executeTakeFirstOrThrow();
    expect(email.subject).toBe(`${owner.firstName} ${owner.lastName} compartió con usted el flujo de trabajo "Formulario compartido"`);
    const { text } = await renderEmail('collaborate', email.to_name, email.template_data as Record<string, unknown>, 'help@accord.test');
    expect(text).toContain('le agregó como colaborador');
    expect(text).toContain('Abrir Manage Workflows');
    expect(text).not.toContain('Hello');
  });

  it('only the owner shares, and a collaborator cannot share it on', async () => {
    const { collaborator, id } = await sharedForm('Owner shares');
    const third = await newAdmin('third');
    expect(await shareForm(database.db, collaborator, id, { email: third.email }, context)).toEqual({ kind: 'refused', message: SHARE_NOT_OWNER_MESSAGE });
  });

  it('a collaborator removes themselves and loses access; the owner cannot', async () => {
    const { owner, collaborator, id } = await sharedForm('Remove me');
    expect(await removeCollaborator(database.db, owner, id, owner.email)).toEqual({ kind: 'refused', message: REMOVE_OWNER_MESSAGE });
    expect(await removeCollaborator(database.db, collaborator, id, collaborator.email)).toEqual({ kind: 'shared' });
    expect(await loadForm(database.db, collaborator, id)).toBeUndefined();
    expect((await loadForm(database.db, owner, id))?.collaborators).toEqual([]);
  });

  it('a clone keeping collaborators is shared with them; one without them is the cloner’s alone', async () => {
    const { owner, collaborator, id } = await sharedForm('Clone me');
    await new PostgresFileStorage(database.db).put(fileKey('forms', id, 'pdf', 'page.png'), new Uint8Array([1, 2, 3]), { mediaType: 'image/png' });
    const kept = (await cloneForm(database.db, owner, id, { keepCollaborators: true }))!;
    const alone = (await cloneForm(database.db, owner, id, { keepCollaborators: false }))!;
    expect(await loadForm(database.db, collaborator, kept)).toMatchObject({ name: 'Clone me - COPY', version: '0.1.0', isOwner: false, isCollaborator: true });
    expect((await loadForm(database.db, owner, kept))?.collaborators.map((c) => c.email)).toEqual([collaborator.email]);
    expect(await loadForm(database.db, collaborator, alone)).toBeUndefined();
    expect((await loadForm(database.db, owner, alone))?.collaborators).toEqual([]);
    const original = await new PostgresFileStorage(database.db).get(fileKey('forms', id, 'pdf', 'page.png'));
    const copied = await new PostgresFileStorage(database.db).get(fileKey('forms', alone, 'pdf', 'page.png'));
    expect(copied).toMatchObject({ size: 3, mediaType: 'image/png', sha256: original?.sha256 });
  });

  it('delete removes the form and its files; a collaborator may not delete it', async () => {
    const { owner, collaborator, id } = await sharedForm('Delete me');
    await new PostgresFileStorage(database.db).put(fileKey('forms', id, 'pdf', 'page.png'), new Uint8Array([1]), { mediaType: 'image/png' });
    expect(await deleteForm(database.db, collaborator, id)).toEqual({ kind: 'refused', message: DELETE_NOT_OWNER_MESSAGE });
    expect(await deleteForm(database.db, owner, id)).toEqual({ kind: 'deleted' });
    expect(await loadForm(database.db, owner, id)).toBeUndefined();
    expect(await new PostgresFileStorage(database.db).get(fileKey('forms', id, 'pdf', 'page.png'))).toBeUndefined();
  });

  it('a form people have started cannot be deleted', async () => {
    const global = await newAdmin('deleter', 'admin-global');
    const petitioner = await newAdmin('petitioner', 'user-basic');
    const sample = SAMPLE_WORKFLOWS[1]!;
    await startUserWorkflow(database.db, { publishedWorkflowId: sample.publishedId, ownerId: petitioner.id });
    expect(await deleteForm(database.db, global, sample.formId)).toEqual({ kind: 'refused', message: DELETE_IN_USE_MESSAGE });
  });
});

describe('step 1 metadata checks', () => {
  it('counties other forms of the same state, type and children option use are listed for exclusion', async () => {
    const owner = await newAdmin('counties');
    const divorce = { state: 'Utah', type: 'Divorce', childrenOptions: 'with' as const, useCounties: true };
    const a = await createForm(database.db, owner, { ...newFormDefinition('Cache county'), ...divorce, counties: ['Cache', 'Rich'] });
    await createForm(database.db, owner, { ...newFormDefinition('Other option'), ...divorce, childrenOptions: 'without' as const, counties: ['Weber'] });
    await createForm(database.db, owner, { ...newFormDefinition('Counties off'), ...divorce, useCounties: false, counties: ['Iron'] });
    // ADR 013: a name-change form's counties stay open to a divorce form
    await createForm(database.db, owner, { ...newFormDefinition('Name change'), ...divorce, type: 'Name Change', counties: ['Davis'] });
    const b = await createForm(database.db, owner, newFormDefinition('Editing'));
    expect(await usedCounties(database.db, { state: 'Utah', type: 'Divorce', childrenOptions: 'with', exceptFormId: b })).toEqual(['Cache', 'Rich']);
    expect(await usedCounties(database.db, { state: 'Utah', type: 'Divorce', childrenOptions: 'with', exceptFormId: a })).toEqual([]);
    expect(await usedCounties(database.db, { state: 'Utah', type: 'Name Change', childrenOptions: 'with', exceptFormId: b })).toEqual(['Davis']);
  });

  it('a form of the same state, type and children option is named in the duplicate warning', async () => {
    const owner = await newAdmin('duplicates');
    const id = await createForm(database.db, owner, { ...newFormDefinition('Mine'), state: 'Utah', type: 'Divorce', childrenOptions: 'with' });
    expect(await duplicateForms(database.db, { state: 'Utah', type: 'Divorce', childrenOptions: 'with', exceptFormId: id })).toContain('Utah Divorce - With Children');
    expect(await duplicateForms(database.db, { state: 'Nevada', type: 'Divorce', childrenOptions: 'with', exceptFormId: id })).toEqual([]);
  });
});
