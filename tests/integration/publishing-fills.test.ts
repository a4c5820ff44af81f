// Publishing a workflow that fills a court form's own fields (issue 34) against a real PostgreSQL and the stored
// template: a fill action bound to a field the template lacks, or a question whose answers the field cannot take (a
// choice that is none of the radio group's options, a date longer than the field's maximum length), refuses
// publishing with each problem listed in the author's words; the form stays a draft, and once mended it publishes.
// A court form with a field that has no place on a page (no rectangle, issue 34 item 5) goes the whole way: uploaded,
// its fields read with a warning, drafted, previewed, published, and a petitioner's document made and stored.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftWorkflow, readFormFields, type WorkflowDefinition } from '@accord/engine';
import { formFixture, formLeftovers, popplerComplaints, wordsInRect } from '@accord/engine/testing';
import { newFormDefinition } from '../../app/services/builder/definition';
import { storeTemplateUpload } from '../../app/services/builder/documents-upload.server';
import { templateFields } from '../../app/services/builder/form-fields.server';
import { formAssetLoader, renderDocumentPreview } from '../../app/services/builder/documents-preview.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { createUser } from '../../db/users';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { createForm } from '../../app/services/builder/forms.server';
import { INVALID_WORKFLOW_MESSAGE, publishForm, type PublishingUser } from '../../app/services/publishing/publishing.server';
import { formPublishingProblems, problemsInWords } from '../../app/services/publishing/publishing-checks.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
const FORM = new URL('../../engine/src/pdf/__fixtures__/forms/pdf-lib-form.pdf', import.meta.url);

let database: TestDatabase;
let owner: PublishingUser;

beforeAll(async () => {
  database = await createTestDatabase();
  const input = testUserInput({ label: 'fill-publisher', role: 'admin-form' });
  const { id } = await createUser(database.db, input);
  owner = { id, email: input.email.toLowerCase(), role: 'admin-form', firstName: input.firstName, lastName: input.lastName };
});

/** A draft made from the court form's fields, with the form stored as the builder stores an upload. */
async function draftedForm(state: string, change: (definition: WorkflowDefinition) => void): Promise<{ id: string; definition: WorkflowDefinition }> {
  const bytes = new Uint8Array(await readFile(FORM));
  const reading = await readFormFields(bytes);
  if (!reading.ok) throw new Error(reading.message);
  const definition = draftWorkflow(reading.fields, { file: 'pdf/court-form.pdf', pageCount: reading.pageSizes.length, documentName: 'Petition', name: `Court form ${state}`, state });
  change(definition);
  const id = await createForm(database.db, owner, definition);
  await new PostgresFileStorage(database.db).put(fileKey('forms', id, 'pdf', 'court-form.pdf'), Buffer.from(bytes), { mediaType: 'application/pdf' });
  return { id, definition };
}

const fillOf = (definition: WorkflowDefinition, field: string) => definition.documents![0]!.rules![0]!.actions!.find((a) => a.field === field)!;
const questionOf = (definition: WorkflowDefinition, field: string) => definition.elements.find((e) => e.uid === fillOf(definition, field).question)!;

describe('publishing a workflow that fills a form', () => {
  it('refuses the fill errors, listed, and publishes once they are mended', async () => {
    const { id } = await draftedForm('Nevada', (definition) => {
      fillOf(definition, 'Grounds').field = 'GroundsForDivorce';
      (questionOf(definition, 'Residence') as { options: string[] }).options.push('Tribal land');
      fillOf(definition, 'CaseNumber').question = questionOf(definition, 'DateOfMarriage').uid;
    });
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind !== 'invalid') return;
    const stored = await database.db.selectFrom('forms').select(['status', 'definition']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('draft');
    expect(problemsInWords(stored.definition, result.problems)).toEqual([
      'In document "Petition": the action "Case number" fills the field "CaseNumber" with the answer to "Date of marriage", which takes at most 8 characters, but the answer can print as "09/30/2026", "12/31/2026", "11/23/2026" (10 characters).',
      'In document "Petition": the action "Grounds" fills the field "GroundsForDivorce", which the template pdf/court-form.pdf does not have.',
      'In document "Petition": the action "Residence" fills the field "Residence" with the answer to "Residence", which offers "Tribal land": that is not among the field\'s choices ("State", "County").',
    ]);
    // the publish page lists the same problems before Publish is pressed
    expect(await formPublishingProblems(database.db, id, stored.definition)).toEqual(result.problems);
    expect(await database.db.selectFrom('published_workflows').select('id').where('form_id', '=', id).execute()).toEqual([]);

    const mended = stored.definition as WorkflowDefinition;
    fillOf(mended, 'GroundsForDivorce').field = 'Grounds';
    (questionOf(mended, 'Residence') as { options: string[] }).options.pop();
    fillOf(mended, 'CaseNumber').question = mended.elements.find((e) => e.title === 'Case number')!.uid;
    await database.db.updateTable('forms').set({ definition: JSON.stringify(mended) }).where('id', '=', id).execute();
    expect(await formPublishingProblems(database.db, id, mended)).toEqual([]);
    expect(await publishForm(database.db, owner, id, { stakeholders: [] }, context)).toMatchObject({ kind: 'published', version: '1.0.0' });
  });

  it('refuses a fill of a template the form no longer stores with the message to upload it again', async () => {
    const { id } = await draftedForm('Oregon', () => {});
    await database.db.deleteFrom('files').where('key', '=', `forms/${id}/pdf/court-form.pdf`).execute();
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result.kind).toBe('invalid');
    if (result.kind !== 'invalid') return;
    // said once, not once per fill action
    expect(result.problems.map((p) => p.message)).toEqual(['In document "Petition": This template file is not stored with the workflow any more. Upload it again.']);
  });
});

describe('a court form with a field that has no place on a page', () => {
  // no-rect-form.pdf: 'Placed' at x 100, y 600 (200 x 20 points) on its one page; 'Nowhere' has a widget without /Rect
  const PLACED = { x: 100, y: 600, width: 200, height: 20 };

  it('is read with a warning, drafted, previewed, published and filled for a petitioner: the placed field shows its answer and nothing of the form is left', async () => {
    const id = await createForm(database.db, owner, newFormDefinition('Placeless court form'));
    const stored = await storeTemplateUpload(database.db, id, { name: 'Placeless.pdf', bytes: formFixture('no-rect-form.pdf') });
    if (!stored.ok) throw new Error(stored.message);
    const read = await templateFields(database.db, id, stored.ref);
    if (!read.ok) throw new Error(read.message);
    expect(read.warnings).toEqual([expect.stringContaining('"Nowhere" has no place on a page')]);
    expect(read.fields.map((f) => f.name).sort()).toEqual(['Nowhere', 'Placed']);

    const definition = draftWorkflow(read.fields, { file: stored.ref, pageCount: read.pageSizes.length, documentName: 'Placeless', name: 'Placeless court form', state: 'Idaho' });
    await database.db.updateTable('forms').set({ definition: JSON.stringify(definition) }).where('id', '=', id).execute();
    const questionOf = (field: string) => fillOf(definition, field).question!;
    const answers = { [questionOf('Placed')]: 'Shown on the page', [questionOf('Nowhere')]: 'Kept in the form only' };

    // the builder's preview draws the document and says what does not show
    const preview = await renderDocumentPreview({ definition, documentUid: definition.documents![0]!.uid, answers }, formAssetLoader(database.db, id));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.warnings).toEqual([expect.stringContaining('the field "Nowhere" has no place on a page')]);
    expect(wordsInRect(preview.bytes, 1, PLACED).join(' ')).toBe('Shown on the page');
    expect(formLeftovers(preview.bytes)).toEqual({ acroForm: false, widgets: 0 });

    const published = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    if (published.kind !== 'published') throw new Error(`not published: ${JSON.stringify(published)}`);

    // a petitioner's answers, and the document the signing step shows, made from the stored copy of the form
    const petitioner = testUserInput({ label: 'placeless-petitioner' });
    const { id: petitionerId } = await createUser(database.db, petitioner);
    const { id: userWorkflowId } = await startUserWorkflow(database.db, { publishedWorkflowId: published.publishedWorkflowId, ownerId: petitionerId });
    const saved = await saveAnswers(database.db, { userWorkflowId, userId: petitionerId, changes: Object.entries(answers).map(([uid, value]) => ({ uid, baseVersion: 0, value })) });
    expect(saved.refused).toEqual({});
    const made = await renderUserWorkflowDocuments(database.db, userWorkflowId, 'stipulation');
    if ('skipped' in made) throw new Error(made.skipped);
    const file = await new PostgresFileStorage(database.db).get(made.key);
    const bytes = new Uint8Array(Buffer.concat(await file!.stream.toArray()));
    expect(wordsInRect(bytes, 1, PLACED).join(' ')).toBe('Shown on the page');
    expect(formLeftovers(bytes)).toEqual({ acroForm: false, widgets: 0 });
    expect(popplerComplaints(bytes)).toBe('');
  }, 120_000);
});
