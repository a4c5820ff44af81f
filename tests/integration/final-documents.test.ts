// The final document job against a real PostgreSQL: the sealed PDF read back with pdfsig, qpdf and pdftotext; the
// job's idempotence (ten concurrent requests start one job); a job whose worker died mid-way, or whose job was
// lost, runs again; a failing timestamp authority fails the job visibly; a bad PKCS#12 stops the app at start.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { seedGuide, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { finalDocumentJobKey, readFinalDocumentState, requestFinalDocument } from '../../lib/documents/final-document/final-document-jobs.server';
import type { FinalDocumentSettings } from '../../lib/documents/final-document/final-document.server';
import { trustRootPem } from '../../lib/documents/sealing/sealer.server';
import { releaseStaleLocks } from '../../worker/stale-locks';
import { pdfsig, pdfToText, qpdfCheck } from '../support/pdf-tools';
import { textsIn } from '../../i18n/texts-for-tests';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';
import { signBoth } from '../support/signed-user-workflow';
import { startTimestampAuthority, type LocalTimestampAuthority } from '../support/timestamp-authority';
import { uidOf } from '../support/utah-with-children';
import { SERVER_ENTRY, startProcess } from './support/processes';
import { waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { runJobsOnce } from './support/jobs';
import { loadFinalDocumentPage, type FinalDocumentView } from '../../app/services/final-documents/final-document-page.server';
import { verifyUpload } from '../../app/services/final-documents/verification.server';
import { readPdfStructure } from '@accord/engine';

const run = promisify(execFile);
const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const KEY_PASSPHRASE = 'integration-test-sealing-passphrase';

let database: TestDatabase;
let tsa: LocalTimestampAuthority;
let ownerId: string;
let users = 0;
let dataDir: string;

const settings = (overrides: Partial<FinalDocumentSettings['sealing']> = {}): FinalDocumentSettings => ({
  sealing: { keyPassphrase: KEY_PASSPHRASE, ...overrides },
  origin: 'https://accord.test',
  timeZone: 'America/Denver',
});

async function runJobs(finalDocuments = settings()) {
  await runJobsOnce(database, { finalDocuments });
}

async function finalJobs(userWorkflowId: string) {
  const { rows } = await sql<{ id: string; attempts: number; locked_by: string | null }>`
    select id, attempts, locked_by from graphile_worker._private_jobs where key = ${finalDocumentJobKey(userWorkflowId)}`.execute(database.db);
  return rows;
}

/** A collaborative Utah form whose spouses have both signed: the petitioner drew, the respondent typed. */
async function signedWorkflow() {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId, collaborate: true });
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: ownerId,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: 'sam.spouse@example.com' },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Țăranu' },
    ],
  });
  const signed = await signBoth(database.db, id, {
    ownerId,
    petitioner: { method: 'drawn', name: `Robin Tester${users}`, email: `petitioner${users}@example.com`, signerId: ownerId, signedAt: new Date('2026-11-20T16:05:00Z') },
    respondent: { method: 'typed', name: 'Sam Țăranu', email: 'sam.spouse@example.com', signedAt: new Date('2026-11-21T18:30:00Z') },
  });
  return { id, ...signed };
}

async function finalBytes(userWorkflowId: string): Promise<Uint8Array> {
  const { final_pdf_key } = await database.db.selectFrom('user_workflows').select('final_pdf_key').where('id', '=', userWorkflowId).executeTakeFirstOrThrow();
  const file = await new PostgresFileStorage(database.db).get(fileKey(...final_pdf_key!.split('/')));
  return new Uint8Array(Buffer.concat(await file!.stream.toArray()));
}

/** Until the call in flight has answered, or some session of the test's database stands waiting for a lock. */
async function answeredOrWaitingForALock(settled: () => boolean, what: string) {
  await waitFor(async () => {
    if (settled()) return true;
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(database.db);
    return rows[0]!.waiting > 0 || undefined;
  }, 20_000, what);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  users += 1;
  ({ id: ownerId } = await createUser(database.db, {
    email: `petitioner${users}@example.com`, password: 'Maple-Kettle-77', firstName: 'Robin', lastName: `Tester${users}`, dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true,
  }));
  tsa = await startTimestampAuthority();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-final-'));
});
afterAll(async () => {
  await tsa.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the final document', () => {
  it('is every document signed, a certificate page naming both signers and their hashes, sealed so pdfsig reads it valid over the total document', async () => {
    const { id, petitioner, respondent } = await signedWorkflow();
    expect(await requestFinalDocument(database.db, id)).toMatchObject({ status: 'queued' });
    await runJobs();
    const state = await readFinalDocumentState(database.db, id);
    expect(state.status).toBe('ready');
    const bytes = await finalBytes(id);

    const report = await pdfsig(bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('ETSI.CAdES.detached');
    expect((await qpdfCheck(bytes)).ok).toBe(true);

    const sealed = await database.db.selectFrom('sealed_documents').selectAll().where('user_workflow_id', '=', id).executeTakeFirstOrThrow();
    expect(sealed.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(sealed.file_name).toMatch(new RegExp(`^Accord_Robin_Tester${users}_Sam_Taranu_\\d{8}\\.pdf$`));
    expect(sealed.signers.map((s) => [s.role, s.name, s.method])).toEqual([
      ['petitioner', `Robin Tester${users}`, 'drawn'],
      ['respondent', 'Sam Țăranu', 'typed'],
    ]);

    const text = (await pdfToText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Certificate of Signing');
    expect(text).toContain(`Petitioner: Robin Tester${users}`);
    expect(text).toContain('Respondent: Sam Țăranu');
    for (const hash of [petitioner.document_sha256, respondent.document_sha256, petitioner.answers_sha256, respondent.answers_sha256]) expect(text).toContain(hash);
    // times with their zone, the signing time itself, and where from
    expect(text).toContain('11/20/2026 09:05:00 AM MST (UTC-07:00), 2026-11-20 16:05:00 UTC');
    expect(text).toContain('11/21/2026 11:30:00 AM MST (UTC-07:00), 2026-11-21 18:30:00 UTC');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('Chrome/131.0');
    expect(text).toContain('Shared with the spouse');
    expect(text).toContain('Agreed to all terms (spouse)');
    expect(text).toContain('Signed (respondent)');
    expect(text).toContain(sealed.verification_code);
    expect(text).toContain(`https://accord.test/verify/${sealed.verification_code}`);
  });

  it('prints the consent a signer read in Spanish beside the English one, in the English certificate', async () => {
    const { id, respondent } = await signedWorkflow();
    const spanish = (await textsIn('es', 'guide'))('signing.texts.consent');
    await database.db.updateTable('signatures').set({ consent_language: 'es', consent_text_shown: spanish }).where('id', '=', respondent.id).execute();
    await requestFinalDocument(database.db, id);
    await runJobs();
    const text = (await pdfToText(await finalBytes(id))).replace(/\s+/g, ' ');
    expect(text).toContain(`Confirmed ${SIGNING_TEXTS.consent}`);
    expect(text).toContain(`Shown in Spanish ${spanish}`);
    // once: the petitioner read English
    expect(text.split('Shown in Spanish')).toHaveLength(2);
  });

  it("is a tagged PDF (issue 32, item 9): pdfinfo reads 'Tagged: yes', the documents' headings and paragraphs come before the certificate page's in one structure tree, and the seal still holds", async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    await runJobs();
    const bytes = await finalBytes(id);
    const file = path.join(dataDir, `${id}-tagged.pdf`);
    await fs.writeFile(file, bytes);
    expect((await run('pdfinfo', [file])).stdout).toMatch(/^Tagged:\s+yes$/m);

    const structure = await readPdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: 'en-US', problems: [] });
    // the petition, then the stipulation (each opens with its caption's paragraphs and has headings), then the
    // certificate page: its title, the form's section, a section per signer, the history, how to check the file
    const certificate = structure.kinds.lastIndexOf('H1');
    expect(structure.kinds.slice(0, certificate)).toEqual(expect.arrayContaining(['P', 'H2']));
    expect(structure.kinds.slice(certificate).filter((kind) => kind.startsWith('H'))).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2']);
    expect(structure.kinds.slice(certificate)).toContain('Figure'); // the petitioner's drawn signature

    const report = await pdfsig(bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const verified = await verifyUpload(database.db, { kind: 'file', sha256, size: bytes.byteLength, head: Buffer.from(bytes.subarray(0, 1024)) }, { timeZone: 'America/Denver' });
    expect(verified.kind).toBe('match');
  });

  it('places the drawn signature image where the workflow\'s signature actions put it', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    await runJobs();
    const file = path.join(dataDir, `${id}.pdf`);
    await fs.writeFile(file, await finalBytes(id));
    const list = (await run('pdfimages', ['-list', file])).stdout;
    // the signature PNG (240 x 80) drawn once per petitioner signature action on the pages that have one
    const signatureRows = list.split('\n').filter((line) => /\s240\s+80\s/.test(line));
    expect(signatureRows.length).toBeGreaterThanOrEqual(1);
  });

  it('is trusted by a PDF reader that trusts the root certificate Accord offers for download (NSS, as pdfsig reads it)', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    await runJobs();
    const bytes = await finalBytes(id);
    // before: the private root is unknown to the reader
    const untrusted = await pdfsig(bytes);
    expect(untrusted).toContain('Signature is Valid.');
    expect(untrusted).not.toContain('Certificate is Trusted.');
    // the bytes /verify/root-certificate serves, imported into a new NSS database as a trusted issuer
    const nss = await fs.mkdtemp(path.join(dataDir, 'nss-'));
    const rootFile = path.join(nss, 'accord-root-certificate.pem');
    await fs.writeFile(rootFile, await trustRootPem(database.db, settings().sealing));
    await run('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']).catch((error: Error) => {
      throw new Error(`certutil (Debian's libnss3-tools, which scripts/test.sh installs) is needed: ${error.message}`);
    });
    await run('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'Accord Document Sealing Root', '-t', 'CT,C,C', '-i', rootFile]);
    const report = await pdfsig(bytes, ['-nssdir', `sql:${nss}`]);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Certificate is Trusted.');
    expect(report).toContain('Total document signed');
  });

  it('ten concurrent download requests start one job', async () => {
    const { id } = await signedWorkflow();
    const states = await Promise.all(Array.from({ length: 10 }, () => requestFinalDocument(database.db, id)));
    expect(states.every((s) => s.status === 'queued')).toBe(true);
    expect(await finalJobs(id)).toHaveLength(1);
    await runJobs();
    expect((await readFinalDocumentState(database.db, id)).status).toBe('ready');
    // once ready, asking again starts nothing
    expect((await requestFinalDocument(database.db, id)).status).toBe('ready');
    expect(await finalJobs(id)).toHaveLength(0);
    expect(await database.db.selectFrom('sealed_documents').select('id').where('user_workflow_id', '=', id).execute()).toHaveLength(1);
  });

  it('the page read while the sealing job records its result says the document is being prepared, then ready: neither waits on the other in a circle', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    let page: Promise<FinalDocumentView> | undefined;
    let settled = false;
    // the job's last transaction as produceFinalDocument writes it: the workflow's row first, then the job's row
    await database.db.transaction().execute(async (tx) => {
      await tx.updateTable('user_workflows').set({ final_pdf_key: null }).where('id', '=', id).execute();
      // the no-JavaScript page asks meanwhile (right after signing, it refreshes itself)
      page = loadFinalDocumentPage(database.db, { id, step: 7 }, 'America/Denver').finally(() => (settled = true));
      page.catch(() => {});
      // once the page has either answered or stands waiting for a lock this transaction holds
      await answeredOrWaitingForALock(() => settled, 'the page to answer or wait');
      await tx.updateTable('final_documents').set({ finished_at: new Date() }).where('user_workflow_id', '=', id).execute();
    });
    expect(await page!).toEqual({ kind: 'preparing', refreshSeconds: 5 });
    await runJobs();
    expect(await loadFinalDocumentPage(database.db, { id, step: 7 }, 'America/Denver')).toMatchObject({ kind: 'ready' });
  });

  it('a page refreshing while its document is being made answers without the lock the job holds, and asks less often as the wait grows', async () => {
    const { id } = await signedWorkflow();
    // the first visit asks for the document: refresh in 5 s
    const opened = await loadFinalDocumentPage(database.db, { id, step: 7 }, 'America/Denver');
    expect(opened).toEqual({ kind: 'preparing', refreshSeconds: 5 });
    const { requested_at } = await database.db.selectFrom('final_documents').select('requested_at').where('user_workflow_id', '=', id).executeTakeFirstOrThrow();
    const after = (seconds: number) => new Date(requested_at.getTime() + seconds * 1000);
    let answered: FinalDocumentView[] = [];
    let settled = false;
    // the job holds its row (as while it records its run) and the page refreshes at 5, 15, 35 and 65 s into the wait
    await database.db.transaction().execute(async (tx) => {
      await tx.selectFrom('final_documents').select('user_workflow_id').where('user_workflow_id', '=', id).forUpdate().execute();
      const pages = Promise.all([5, 15, 35, 65].map((s) => loadFinalDocumentPage(database.db, { id, step: 7 }, 'America/Denver', after(s)))).finally(() => (settled = true));
      pages.catch(() => {});
      await answeredOrWaitingForALock(() => settled, 'the refreshes to answer or wait');
      // answered while the row is still locked: none of them took requestFinalDocument's transaction
      expect(settled).toBe(true);
      answered = await pages;
    });
    expect(answered.map((v) => (v.kind === 'preparing' ? v.refreshSeconds : v.kind))).toEqual([10, 20, 30, 30]);
    expect(await finalJobs(id)).toHaveLength(1);
    await runJobs();
    // ready, from the same one statement: the sealed file's name and code
    expect(await loadFinalDocumentPage(database.db, { id, step: 7 }, 'America/Denver')).toMatchObject({ kind: 'ready', fileName: expect.stringMatching(/\.pdf$/), verificationCode: expect.any(String) });
    expect(await finalJobs(id)).toHaveLength(0);
  });

  it('a request waiting while the sealing job commits its result finds the document ready and queues nothing: each is sealed once', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    await runJobs();
    const made = await database.db.selectFrom('user_workflows').innerJoin('final_documents', 'final_documents.user_workflow_id', 'user_workflows.id').select(['final_pdf_key', 'sealed_document_id']).where('id', '=', id).executeTakeFirstOrThrow();
    // back to the moment before the job's last transaction: running, nothing recorded yet
    await database.db.updateTable('user_workflows').set({ final_pdf_key: null }).where('id', '=', id).execute();
    await database.db.updateTable('final_documents').set({ status: 'running', sealed_document_id: null }).where('user_workflow_id', '=', id).execute();
    let asked: Promise<Awaited<ReturnType<typeof requestFinalDocument>>> | undefined;
    let settled = false;
    // the job's last transaction holds the job's row while a page asks (its reading began before the commit)
    await database.db.transaction().execute(async (tx) => {
      await tx.selectFrom('final_documents').select('user_workflow_id').where('user_workflow_id', '=', id).forUpdate().execute();
      asked = requestFinalDocument(database.db, id, { retryFailed: false }).finally(() => (settled = true));
      asked.catch(() => {});
      await answeredOrWaitingForALock(() => settled, "the request to wait for the job's row");
      await tx.updateTable('user_workflows').set({ final_pdf_key: made.final_pdf_key }).where('id', '=', id).execute();
      await tx.updateTable('final_documents').set({ status: 'ready', sealed_document_id: made.sealed_document_id }).where('user_workflow_id', '=', id).execute();
    });
    expect(await asked!).toEqual({ status: 'ready', sealedDocumentId: made.sealed_document_id });
    expect(await finalJobs(id)).toHaveLength(0);
    expect(await readFinalDocumentState(database.db, id)).toEqual({ status: 'ready', sealedDocumentId: made.sealed_document_id });
  });

  it('waits for both signatures on a collaborative form, and says so', async () => {
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId, collaborate: true });
    await requestFinalDocument(database.db, id);
    await runJobs();
    expect(await readFinalDocumentState(database.db, id)).toEqual({ status: 'failed', reason: 'The final documents can be made once the petitioner has signed.' });
  });

  it('a job whose worker died holding its lock is released and run again', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    // as a worker killed mid-run leaves it: locked by a worker that no longer beats, one attempt spent, 'running'
    await sql`update graphile_worker._private_jobs set locked_by = 'worker-killed-mid-run', locked_at = now() - interval '10 minutes', attempts = 1 where key = ${finalDocumentJobKey(id)}`.execute(database.db);
    await database.db.updateTable('final_documents').set({ status: 'running', started_at: new Date() }).where('user_workflow_id', '=', id).execute();
    // a request meanwhile sees the job still alive and starts no other
    expect((await requestFinalDocument(database.db, id)).status).toBe('running');
    expect(await finalJobs(id)).toHaveLength(1);
    await runJobs();
    expect((await readFinalDocumentState(database.db, id)).status).toBe('running');
    expect(await releaseStaleLocks(database.db)).toContain('worker-killed-mid-run');
    await runJobs();
    expect((await readFinalDocumentState(database.db, id)).status).toBe('ready');
  });

  it('a job that was lost (pending with no job behind it) is queued again by the next request', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    await sql`delete from graphile_worker._private_jobs where key = ${finalDocumentJobKey(id)}`.execute(database.db);
    expect((await requestFinalDocument(database.db, id)).status).toBe('queued');
    expect(await finalJobs(id)).toHaveLength(1);
    await runJobs();
    expect((await readFinalDocumentState(database.db, id)).status).toBe('ready');
  });

  it('a failing timestamp authority fails the job visibly and nothing is sealed without it; asking again once it answers seals with its timestamp', async () => {
    const { id } = await signedWorkflow();
    tsa.mode = 'http-error';
    try {
      await requestFinalDocument(database.db, id);
      await runJobs(settings({ tsaUrl: tsa.url }));
    } finally {
      tsa.mode = 'grant';
    }
    const failed = await readFinalDocumentState(database.db, id);
    expect(failed).toMatchObject({ status: 'failed', reason: expect.stringContaining('timestamp service') });
    const row = await database.db.selectFrom('final_documents').select('error').where('user_workflow_id', '=', id).executeTakeFirstOrThrow();
    expect(row.error).toContain(tsa.url);
    expect(await database.db.selectFrom('sealed_documents').select('id').where('user_workflow_id', '=', id).execute()).toHaveLength(0);
    expect((await database.db.selectFrom('user_workflows').select('final_pdf_key').where('id', '=', id).executeTakeFirstOrThrow()).final_pdf_key).toBeNull();
    // a page that refreshes itself does not retry a failure by itself
    expect((await requestFinalDocument(database.db, id, { retryFailed: false })).status).toBe('failed');

    expect((await requestFinalDocument(database.db, id)).status).toBe('queued');
    await runJobs(settings({ tsaUrl: tsa.url }));
    expect((await readFinalDocumentState(database.db, id)).status).toBe('ready');
    const sealed = await database.db.selectFrom('sealed_documents').select('timestamped').where('user_workflow_id', '=', id).executeTakeFirstOrThrow();
    expect(sealed.timestamped).toBe(true);
    expect(await pdfsig(await finalBytes(id))).toContain('Signature is Valid.');
  });

  it('a final document queued as render_documents before the sealing had a task of its own is still made and sealed', async () => {
    const { id } = await signedWorkflow();
    // as requestFinalDocument queued it until the task was renamed
    await database.db.insertInto('final_documents').values({ user_workflow_id: id, status: 'queued' }).execute();
    await sql`select graphile_worker.add_job('render_documents', ${JSON.stringify({ userWorkflowId: id, which: 'final' })}::json, max_attempts => 5, job_key => ${finalDocumentJobKey(id)})`.execute(database.db);
    await runJobs();
    expect(await readFinalDocumentState(database.db, id)).toMatchObject({ status: 'ready' });
    expect(await pdfsig(await finalBytes(id))).toContain('Total document signed');
  });

  it('a request queues the sealing under its own task name', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    const { rows } = await sql<{ identifier: string; payload: unknown; queue: string | null }>`
      select t.identifier, j.payload, q.queue_name as queue from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      left join graphile_worker._private_job_queues q on q.id = j.job_queue_id where j.key = ${finalDocumentJobKey(id)}`.execute(database.db);
    // in the sealing queue, where graphile-worker runs one job at a time (SEALING_CONCURRENCY, by default 1)
    expect(rows).toEqual([{ identifier: 'seal_final_document', payload: { userWorkflowId: id }, queue: 'final-documents' }]);
    await runJobs();
    expect(await readFinalDocumentState(database.db, id)).toMatchObject({ status: 'ready' });
  });

  it('a worker process killed in the middle of sealing: the job runs again when a worker is back', async () => {
    const { id } = await signedWorkflow();
    await requestFinalDocument(database.db, id);
    const env = { DATABASE_URL: database.connectionString, DATA_DIR: dataDir, WORKER: 'external', SEALING_KEY_PASSPHRASE: KEY_PASSPHRASE, TSA_URL: tsa.url, APP_URL: 'https://accord.test' };
    tsa.mode = 'stall';
    const before = tsa.requests;
    const worker = startProcess('worker/cli.ts', env);
    try {
      await waitFor(() => tsa.requests > before || undefined, 60_000, `the worker to reach the timestamp authority mid-seal\n${worker.output()}`);
      expect((await readFinalDocumentState(database.db, id)).status).toBe('running');
      worker.child.kill('SIGKILL');
      await worker.exited;
    } finally {
      tsa.mode = 'grant';
    }
    const restarted = startProcess('worker/cli.ts', env);
    try {
      await waitFor(async () => (await readFinalDocumentState(database.db, id)).status === 'ready' || undefined, 60_000, `the restarted worker to seal\n${restarted.output()}`);
    } finally {
      expect(await restarted.stop('SIGTERM')).toBe(0);
    }
    expect(await pdfsig(await finalBytes(id))).toContain('Total document signed');
  });
});

describe('sealing settings at start', () => {
  it.each([
    ['a file that is not PKCS#12', 'not-p12.p12', 'hello', 'SEAL_PKCS12_FILE:'],
    ['a missing file', 'missing.p12', 'x', 'SEAL_PKCS12_FILE:'],
  ])('%s stops the app with one line naming the variable', async (_what, name, content, expected) => {
    const file = path.join(dataDir, name);
    if (name !== 'missing.p12') await fs.writeFile(file, content);
    const app = startProcess(SERVER_ENTRY, { DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SEAL_PKCS12_FILE: file, SEAL_PKCS12_PASSPHRASE: 'x', PORT: '1' });
    expect(await app.exited).toBe(1);
    const lines = app.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
  });

  it('a wrong passphrase stops the app with one line naming the passphrase', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-p12-'));
    try {
      await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'k.pem'), '-out', path.join(dir, 'c.pem'), '-subj', '/CN=Operator Seal', '-days', '30']);
      await run('openssl', ['pkcs12', '-export', '-inkey', path.join(dir, 'k.pem'), '-in', path.join(dir, 'c.pem'), '-passout', 'pass:right', '-out', path.join(dir, 'seal.p12')]);
      const app = startProcess(SERVER_ENTRY, { DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SEAL_PKCS12_FILE: path.join(dir, 'seal.p12'), SEAL_PKCS12_PASSPHRASE: 'wrong', PORT: '1' });
      expect(await app.exited).toBe(1);
      expect(app.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^accord: SEAL_PKCS12_PASSPHRASE: .*seal\.p12 the passphrase does not open it/)]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

itReadsBackTheAuditTrail(() => database.db);
