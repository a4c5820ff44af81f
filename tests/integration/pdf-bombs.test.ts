// Uploaded PDFs are read off the request thread within limits (issue 30, item 2): a template whose object stream
// inflates to a gigabyte, or whose page tree holds two million references, is refused with a message, the app's own
// thread keeps answering meanwhile (how fast, and the memory it keeps, are `npm run bench:pdf-bomb`'s figures, not
// assertions here), and templates stored before the check are refused by the
// builder's preview and by the document job's render as well.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { newFormDefinition } from '../../app/services/builder/definition';
import { storeTemplateUpload } from '../../app/services/builder/documents-upload.server';
import { renderDocumentPreview } from '../../app/services/builder/documents-preview.server';
import { createForm } from '../../app/services/builder/forms.server';
import { readPdfSafely, tooDemandingMessage, warmPdfReader } from '../../lib/pdf-sandbox.server';
import { readSampleWorkflow } from '../../db/seed-guide';
import { PostgresFileStorage } from '../../lib/file-storage.server';
import { renderUserWorkflowDocuments, userWorkflowAssetKey } from '../../lib/documents/user-workflow-documents.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { WorkflowDefinition } from '@accord/engine';
import { inflationBomb, pageTreeBomb } from '../support/pdf-bombs';
import { startHealthProbe, type HealthProbe } from '../support/health-probe';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const LIMITS = { memoryMb: 256, seconds: 5 };
let database: TestDatabase;
let formId: string;
let ownerId: string;
let gigabyteBomb: Buffer;
let health: HealthProbe;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const input = testUserInput({ label: 'bombs', role: 'admin-form' });
  ownerId = (await createUser(database.db, input)).id;
  formId = await createForm(database.db, { id: ownerId, email: input.email.toLowerCase(), role: 'admin-form', firstName: input.firstName, lastName: input.lastName }, newFormDefinition('Bombs'));
  gigabyteBomb = await inflationBomb(1024);
  // the app starts its PDF reading thread when it starts (server/index.ts); so does this test
  await warmPdfReader(LIMITS);
  health = await startHealthProbe();
}, 120_000);

afterAll(async () => {
  await health.close();
});

/** The definition with every document's first page drawn on a PDF template, pdf/bomb.pdf. */
function withPdfTemplate(definition: WorkflowDefinition): WorkflowDefinition {
  return {
    ...definition,
    documents: definition.documents!.map((document) => {
      const [page, ...pages] = document.pages;
      return { ...document, pages: [{ ...page!, source: { kind: 'pdf' as const, file: 'pdf/bomb.pdf', page: 1 } }, ...pages] };
    }),
  };
}

// On the request thread the bomb blocked it for seconds and the stand-in for /healthz answered nothing until the
// reading ended; off the thread it answers all along. Counting answers that came back while the reading was still
// under way tells the two apart without timing anything.
const answeredDuring = (work: Promise<unknown>) => health.answeredBeforeSettled(work);

describe('PDF bombs', () => {
  it('a 1 GB inflation bomb uploaded as a template is refused with a message, nothing is stored, and the app keeps answering all along', async () => {
    const upload = storeTemplateUpload(database.db, formId, { name: 'bomb.pdf', bytes: gigabyteBomb }, LIMITS);
    const answered = await answeredDuring(upload);
    expect(await upload).toEqual({ ok: false, message: tooDemandingMessage(LIMITS) });
    expect(answered).toBeGreaterThanOrEqual(2);
    const stored = await database.db.selectFrom('files').select('key').where('key', 'like', `forms/${formId}/%`).execute();
    expect(stored).toEqual([]);
  }, 60_000);

  it('a page tree of 2,000,000 references is refused at the time limit while the app keeps answering', async () => {
    const limits = { memoryMb: 256, seconds: 1 };
    const reading = readPdfSafely(pageTreeBomb(2_000_000), limits);
    const answered = await answeredDuring(reading);
    expect(await reading).toMatchObject({ ok: false, problem: 'too-demanding' });
    expect(answered).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('an ordinary PDF is read in the sandbox as it was before', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    pdf.addPage([612, 792]);
    expect(await readPdfSafely(await pdf.save(), LIMITS)).toEqual({ ok: true, pageCount: 2, pageSizes: [{ width: 612, height: 792 }, { width: 612, height: 792 }] });
  });

  it("a bomb stored as a template before the check is refused by the builder's preview with a message", async () => {
    const sample = withPdfTemplate(readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file));
    const preview = await renderDocumentPreview({ definition: sample, documentUid: sample.documents![0]!.uid }, async () => gigabyteBomb);
    expect(preview.ok).toBe(false);
    if (!preview.ok) expect(preview.message).toMatch(/could not be drawn: .*over this server's limit/);
  }, 60_000);

  it("a bomb stored as a template before the check is refused by the document job's render, which stores nothing", async () => {
    // a version published before uploads were read safely: its template was never checked, and a person started it
    const definition = withPdfTemplate(readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file));
    const publishedWorkflowId = `pw-bomb-${formId}`;
    await database.db
      .insertInto('published_workflows')
      .values({ id: publishedWorkflowId, form_id: formId, version: '1.0.0', name: definition.name, state: definition.state, type: definition.type, children_option: definition.childrenOptions, use_counties: false, counties: '[]', collaborate: true, definition: JSON.stringify({ ...definition, id: publishedWorkflowId }), published_at: new Date() })
      .execute();
    const started = await startUserWorkflow(database.db, { publishedWorkflowId, ownerId });
    await new PostgresFileStorage(database.db).put(userWorkflowAssetKey(started.id, 'pdf/bomb.pdf'), gigabyteBomb, { mediaType: 'application/pdf' });
    await expect(renderUserWorkflowDocuments(database.db, started.id, 'stipulation')).rejects.toThrow(/over this server's limit/);
    const stored = await database.db.selectFrom('files').select('key').where('key', 'like', `user-workflows/${started.id}/documents/%`).execute();
    expect(stored).toEqual([]);
  }, 60_000);
});
