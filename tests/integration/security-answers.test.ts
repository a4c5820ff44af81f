// Issue 14's findings about saving answers (items 6, 7, 18 and part of 14), against a real PostgreSQL through the
// services the questionnaire's page and autosave routes call: what a save stores, refuses and leaves as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { engineForPublished, loadAnswers } from '../../app/services/guide/answers.server';
import { saveFromForm } from '../../app/services/guide/guide-page.server';
import { findUserWorkflow, startUserWorkflow, type UserWorkflowRow } from '../../app/services/guide/user-workflows.server';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { fieldName, versionName } from '../../app/questionnaire/form-answers';
import type { FormElement } from '../../app/engine.server';
import { fileKey, PostgresFileStorage, readAll } from '../../lib/file-storage.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!.publishedId;
const PNG = (marker: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker]);

let database: TestDatabase;
let owner: SessionUser;
let fileInput: FormElement;
let signature: FormElement;
let shortText: FormElement;
let pageOf: (uid: string) => FormElement[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const { id } = await createUser(database.db, {
    email: 'owner@example.com', password: 'Maple-Kettle-77', firstName: 'Robin', lastName: 'Tester', dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601',
    permissionToContact: false, verified: true, termsAccepted: true,
  });
  owner = { id, email: 'owner@example.com', firstName: 'Robin', lastName: 'Tester', role: 'user-basic', isPetitioner: true, respondentWfid: null, respondentPetitionerEmail: null };
  const engine = await engineForPublished(database.db, WITH_CHILDREN);
  const all = engine.pages.flatMap((p) => p.elements);
  fileInput = all.find((e) => e.type === 'file-input')!;
  signature = all.find((e) => e.type === 'signature-pad')!;
  pageOf = (uid) => engine.pages.find((p) => p.elements.some((e) => e.uid === uid))!.elements;
  shortText = pageOf(fileInput.uid).find((e) => e.type === 'text-input-short') ?? all.find((e) => e.type === 'text-input-short')!;
});

async function newWorkflow(): Promise<UserWorkflowRow> {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: WITH_CHILDREN, ownerId: owner.id });
  return (await findUserWorkflow(database.db, id))!;
}

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

async function storedContent(workflowId: string, uid: string): Promise<Buffer | undefined> {
  const ref = ((await loadAnswers(database.db, workflowId))[uid]?.value as { storageRef?: string } | null)?.storageRef;
  if (!ref) return undefined;
  const file = await new PostgresFileStorage(database.db).get(fileKey(...ref.split('/')));
  return file ? readAll(file) : undefined;
}

describe('issue 14: saving files', () => {
  it('6. a refused upload leaves the stored file as it was', async () => {
    const workflow = await newWorkflow();
    const first = await saveFromForm(owner, workflow, [fileInput], form({ [versionName(fileInput.uid)]: '0', [fieldName(fileInput.uid, 'file')]: new File([PNG(1)], 'first.png', { type: 'image/png' }) }), database.db);
    expect(first.outcome.saved).toHaveLength(1);
    // a second tab that still holds version 0 sends another file: refused as stale
    const stale = await saveFromForm(owner, workflow, [fileInput], form({ [versionName(fileInput.uid)]: '0', [fieldName(fileInput.uid, 'file')]: new File([PNG(2)], 'second.png', { type: 'image/png' }) }), database.db);
    expect(stale.outcome.conflicts).toHaveLength(1);
    expect(await storedContent(workflow.id, fileInput.uid)).toEqual(Buffer.from(PNG(1)));
    // no file of the refused save is left behind either
    const keys = (await new PostgresFileStorage(database.db).list(fileKey('user-workflows', workflow.id, 'uploads'))).map((f) => f.key);
    expect(keys).toHaveLength(1);

    // typed signatures the same way
    const signed = await saveFromForm(owner, workflow, [signature], form({ [versionName(signature.uid)]: '0', [fieldName(signature.uid, 'typed')]: 'Robin Tester' }), database.db);
    expect(signed.outcome.saved).toHaveLength(1);
    const staleSignature = await saveFromForm(owner, workflow, [signature], form({ [versionName(signature.uid)]: '0', [fieldName(signature.uid, 'typed')]: 'Someone Else' }), database.db);
    expect(staleSignature.outcome.conflicts).toHaveLength(1);
    expect((await storedContent(workflow.id, signature.uid))?.toString()).toContain('Robin Tester');
  });
});
