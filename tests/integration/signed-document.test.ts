// The document people sign at step 5, chosen in the builder (ADR 027, issue 29 item 5), against a real PostgreSQL:
// publishing refuses a workflow that marks none (and has none named like 'stipulation') or two, with a sentence
// saying what to do; the marked document is the one rendered for signing whatever its name; a stored version that
// marks none and names none tells the person and the admin why nothing comes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import type { WorkflowDefinition } from '@accord/engine';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { createForm } from '../../app/services/builder/forms.server';
import { findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { INVALID_WORKFLOW_MESSAGE, publishForm, type PublishingUser } from '../../app/services/publishing/publishing.server';
import { signedDocumentInWords } from '../../app/services/publishing/publishing-checks.server';
import { loadSigningPanel } from '../../app/services/signing/signing-panel.server';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';
import { loadUserWorkflowData } from '../../app/services/admin/user-workflow-data.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
const SAMPLE = SAMPLE_WORKFLOWS[0]!;
let database: TestDatabase;
let owner: PublishingUser;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const input = testUserInput({ label: 'signed-doc-owner', role: 'admin-global' });
  owner = { id: (await createUser(database.db, input)).id, email: input.email.toLowerCase(), role: 'admin-global', firstName: input.firstName, lastName: input.lastName };
});

/** The sample in a state of its own, its stipulation renamed 'Agreement' (no name rule) and marked as `marks` says. */
function agreementSample(state: string, marks: { petition?: boolean; agreement?: boolean }): WorkflowDefinition {
  const sample = readSampleWorkflow(SAMPLE.file);
  const [petition, stipulation] = sample.documents!;
  const mark = (on: boolean | undefined) => (on ? { signedDocument: true } : {});
  const strip = <D extends { signedDocument?: boolean }>({ signedDocument: _, ...rest }: D) => rest;
  return {
    ...sample,
    name: `Signed document ${state}`,
    state,
    useCounties: false,
    counties: [],
    documents: [
      { ...strip(petition!), ...mark(marks.petition) },
      { ...strip(stipulation!), name: 'Agreement', ...mark(marks.agreement) },
    ],
  };
}

describe('the document people sign at step 5', () => {
  it('publishing refuses a workflow that marks no document to sign and names none like a stipulation, saying what to do', async () => {
    const id = await createForm(database.db, owner, agreementSample('Vermont', {}));
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE });
    if (result.kind === 'invalid')
      expect(result.problems.map((p) => p.message)).toContain(
        "No document is marked as the one people sign at step 5. In step 4, open that document and tick 'People sign this document at step 5'.",
      );
  });

  it('publishing refuses two marked documents', async () => {
    const id = await createForm(database.db, owner, agreementSample('Maine', { petition: true, agreement: true }));
    const result = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    expect(result).toMatchObject({ kind: 'invalid' });
    if (result.kind === 'invalid') expect(result.problems.map((p) => p.message).join('\n')).toContain('"Petition for Divorce" and "Agreement" are both marked');
  });

  it('the marked document is the one made for signing, whatever its name, and the publish page names it', async () => {
    const definition = agreementSample('Oregon', { agreement: true });
    expect(signedDocumentInWords(definition)).toBe('People sign "Agreement" at step 5.');
    const id = await createForm(database.db, owner, definition);
    const published = await publishForm(database.db, owner, id, { stakeholders: [] }, context);
    if (published.kind !== 'published') throw new Error(`not published: ${JSON.stringify(published)}`);
    const person = testUserInput({ label: 'signed-doc-person' });
    const { id: ownerId } = await createUser(database.db, person);
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: published.publishedWorkflowId, ownerId });
    const rendered = await renderUserWorkflowDocuments(database.db, started.id, 'stipulation');
    expect(rendered).toMatchObject({ pageCount: expect.any(Number) });
  });

  it('a stored version that marks none and names none tells the person and the admin why no document comes', async () => {
    // a version stored before the mark existed, its stipulation since renamed (publishing refuses it now)
    const formId = await createForm(database.db, owner, agreementSample('Montana', { agreement: true }));
    const d = agreementSample('Montana', {});
    const publishedWorkflowId = `pw-unmarked-${formId}`;
    await database.db
      .insertInto('published_workflows')
      .values({ id: publishedWorkflowId, form_id: formId, version: '1.0.0', name: d.name, state: d.state, type: d.type, children_option: d.childrenOptions, use_counties: false, counties: '[]', collaborate: true, definition: JSON.stringify({ ...d, id: publishedWorkflowId }), published_at: new Date() })
      .execute();
    const published = { publishedWorkflowId };
    const person = testUserInput({ label: 'signed-doc-waiting' });
    const { id: ownerId } = await createUser(database.db, person);
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: published.publishedWorkflowId, ownerId });
    expect(await renderUserWorkflowDocuments(database.db, started.id, 'stipulation')).toMatchObject({ skipped: expect.stringContaining('No document is marked') });
    // the step the machine would have reached; this test is about what is shown there
    await database.db.updateTable('user_workflows').set({ step: 5 }).where('id', '=', started.id).execute();
    const row = (await findUserWorkflow(database.db, started.id))!;
    const panel = await loadSigningPanel(database.db, row, 'petitioner', { firstName: person.firstName, lastName: person.lastName }, { admin: false });
    expect(panel).toMatchObject({ documentSha256: null, cannotBeMade: SIGNING_TEXTS.stipulationCannotBeMade });
    const data = await loadUserWorkflowData(database.db, started.id);
    expect(data?.stipulationProblem).toContain('No document is marked as the one people sign at step 5.');
  });
});
