// Uploaded PDFs are read off the request thread within limits (issue 30, item 2): a template whose object stream
// inflates to a gigabyte, or whose page tree holds two million references, is refused with a message, the app's own
// thread keeps answering meanwhile, its memory comes back, and templates stored before the check are refused by the
// builder's preview and by the document job's render as well.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { newFormDefinition } from '../../app/services/builder/definition';
import { storeTemplateUpload } from '../../app/services/builder/documents-upload.server';
import { renderDocumentPreview } from '../../app/services/builder/documents-preview.server';
import { createForm } from '../../app/services/builder/forms.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { readPdfSafely, tooDemandingMessage } from '../../lib/pdf-sandbox.server';
import { readSampleWorkflow } from '../../db/seed-guide';
import { inflationBomb, pageTreeBomb } from '../support/pdf-bombs';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const LIMITS = { memoryMb: 256, seconds: 5 };
let database: TestDatabase;
let formId: string;
let ownerId: string;
let gigabyteBomb: Buffer;
let health: http.Server;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const input = testUserInput({ label: 'bombs', role: 'admin-form' });
  ownerId = (await createUser(database.db, input)).id;
  formId = await createForm(database.db, { id: ownerId, email: input.email.toLowerCase(), role: 'admin-form', firstName: input.firstName, lastName: input.lastName }, newFormDefinition('Bombs'));
  gigabyteBomb = await inflationBomb(1024);
  // stands for /healthz: answered on this thread, the one the app's requests run on
  health = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => health.close(resolve));
});

/** Asks the health server every 50 ms while `work` runs; answers the slowest answer's time. */
async function slowestAnswerWhile(work: Promise<unknown>): Promise<number> {
  const url = `http://127.0.0.1:${(health.address() as AddressInfo).port}/healthz`;
  let done = false;
  let slowest = 0;
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(url)).text();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await work.finally(() => {
    done = true;
  });
  await asking;
  return slowest;
}

describe('PDF bombs', () => {
  it('a 1 GB inflation bomb uploaded as a template is refused with a message, nothing is stored, and the app keeps answering within 200 ms', async () => {
    const before = process.memoryUsage.rss();
    const upload = storeTemplateUpload(database.db, formId, { name: 'bomb.pdf', bytes: gigabyteBomb }, LIMITS);
    const slowest = await slowestAnswerWhile(upload);
    expect(await upload).toEqual({ ok: false, message: tooDemandingMessage(LIMITS) });
    expect(slowest).toBeLessThan(200);
    const stored = await database.db.selectFrom('files').select('key').where('key', 'like', `forms/${formId}/%`).execute();
    expect(stored).toEqual([]);
    // within 10 s the memory is back within 100 MB of what it was before the upload
    const deadline = Date.now() + 10_000;
    while (process.memoryUsage.rss() - before > 100 * 1024 * 1024 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((process.memoryUsage.rss() - before) / 1024 / 1024).toBeLessThan(100);
  }, 60_000);

  it('a page tree of 2,000,000 references is refused at the time limit while the app keeps answering', async () => {
    const limits = { memoryMb: 256, seconds: 1 };
    const reading = readPdfSafely(pageTreeBomb(2_000_000), limits);
    const slowest = await slowestAnswerWhile(reading);
    expect(await reading).toMatchObject({ ok: false, problem: 'too-demanding' });
    expect(slowest).toBeLessThan(200);
  }, 60_000);

  it('an ordinary PDF is read in the sandbox as it was before', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    pdf.addPage([612, 792]);
    expect(await readPdfSafely(await pdf.save(), LIMITS)).toEqual({ ok: true, pageCount: 2, pageSizes: [{ width: 612, height: 792 }, { width: 612, height: 792 }] });
  });

  it("a bomb stored as a template before the check is refused by the builder's preview with a message", async () => {
    const sample = readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file);
    const document = sample.documents!.find((d) => d.pages.some((p) => p.source.kind === 'pdf'))!;
    const preview = await renderDocumentPreview({ definition: sample, documentUid: document.uid }, async () => gigabyteBomb);
    expect(preview.ok).toBe(false);
    if (!preview.ok) expect(preview.message).toMatch(/could not be drawn: .*over this server's limit/);
  }, 60_000);

  it("a bomb stored in a started form is refused by the document job's render, which names the limit", async () => {
    const sample = SAMPLE_WORKFLOWS[0]!;
    const person = await createUser(database.db, testUserInput({ label: 'bomb-person' }));
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: sample.publishedId, ownerId: person.id });
    const storage = new PostgresFileStorage(database.db);
    const templates = (await storage.list(fileKey('user-workflows', started.id))).filter((file) => file.key.endsWith('.pdf'));
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) await database.db.updateTable('files').set({ content: gigabyteBomb, size: gigabyteBomb.byteLength }).where('key', '=', template.key).execute();
    await expect(renderUserWorkflowDocuments(database.db, started.id, 'final')).rejects.toThrow(/over this server's limit/);
  }, 60_000);
});
