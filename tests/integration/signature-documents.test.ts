// A signature given in the questionnaire reaches the documents (issue 29, item 1): typed (the no-JavaScript way)
// or drawn, posted through the questionnaire's page save, rendered by the stipulation job and the final document
// job against a real PostgreSQL, collaborative and unilateral. The PDFs are read with poppler's pdftotext and
// pdffonts, as a clerk's tools would: the typed name is printed in the handwriting font.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { handleGuideIntent, readGuideIntent, type GuidePost } from '../../app/services/guide/guide-intents.server';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { readSignatureInput, SIGNATURE_FIELDS } from '../../app/services/signing/signature-input.server';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { submitSignature } from '../../app/services/signing/submit-signature.server';
import type { Action, UserWorkflowEvent } from '@accord/engine';
import { listFailedFinalDocuments, loadUserWorkflowData, retryFinalDocumentAsAdmin, returnToSigning } from '../../app/services/admin/user-workflow-data.server';
import { loadFinalDocumentPage } from '../../app/services/final-documents/final-document-page.server';
import guide from '../../i18n/catalogues/en/guide';
import { createUser } from '../../db/users';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage, readAll } from '../../lib/file-storage.server';
import { documentsKey } from '../../lib/documents/user-workflow-documents.server';
import { sha256Hex } from '../../lib/documents/answers-hash.server';
import { readFinalDocumentState, requestFinalDocument } from '../../lib/documents/final-document/final-document-jobs.server';
import { pdfToText } from '../support/pdf-tools';
import { drawnSignatureDataUrl } from '../support/signatures';
import { testUserInput } from '../support/test-users';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { runJobsOnce } from './support/jobs';

const run = promisify(execFile);
const SAMPLE = SAMPLE_WORKFLOWS[0]!;
/** The Utah sample with its questionnaire signature printed on the stipulation (the samples sign at step 5 only). */
const SIGNED_SAMPLE = { formId: 'sigdocform001', publishedId: 'sigdocpub0001' };
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };

let database: TestDatabase;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const definition = readSampleWorkflow(SAMPLE.file);
  const stipulation = definition.documents!.find((d) => /stipulation/i.test(d.name))!;
  const signatureBox: Action = {
    uid: 'actsigdoc0001',
    title: 'Petitioner signature (questionnaire)',
    type: 'signature-pad',
    question: uidOf('PET_SIGNATURE'),
    location: { page: 1, startX: 8, startY: 86, width: 40, height: 8 },
  };
  stipulation.rules!.at(-1)!.actions!.push(signatureBox);
  await publishWorkflow(database.db, { ...SIGNED_SAMPLE, definition });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'accord-signature-documents-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function runJobs() {
  await runJobsOnce(database, { finalDocuments: { sealing: { keyPassphrase: 'integration-test-sealing-passphrase' }, origin: 'https://accord.test', timeZone: 'America/Denver' } });
}

async function person(label: string, isPetitioner: boolean): Promise<SessionUser> {
  const input = testUserInput({ label });
  const { id } = await createUser(database.db, { ...input, isPetitioner });
  return { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'user-basic', isPetitioner, respondentWfid: null, respondentPetitionerEmail: null };
}

async function workflowRow(id: string) {
  const row = await findUserWorkflow(database.db, id);
  if (!row) throw new Error(`no user workflow ${id}`);
  return row;
}

/** The questionnaire's signature field posted with Save Progress, as the page does without JavaScript. */
async function signQuestionnaire(owner: SessionUser, id: string, input: { typed: string } | { image: string }) {
  const uid = uidOf('PET_SIGNATURE');
  const form = new FormData();
  form.set(versionName(uid), '0');
  if ('typed' in input) form.set(fieldName(uid, 'typed'), input.typed);
  else form.set(fieldName(uid, 'image'), input.image);
  form.set('intent', 'save');
  const post: GuidePost = { user: owner, workflow: await workflowRow(id), admin: false, form, url: new URL(`http://localhost/legal-form-guide/divorce-forms/${id}?page=${pageOf('PET_SIGNATURE')}`) };
  return handleGuideIntent(database.db, readGuideIntent(form), post);
}

async function pdfFile(bytes: Uint8Array, name: string) {
  const file = path.join(scratch, name);
  await writeFile(file, bytes);
  return file;
}

async function storedPdf(key: string): Promise<Uint8Array> {
  const file = await new PostgresFileStorage(database.db).get(fileKey(...key.split('/')));
  if (!file) throw new Error(`nothing stored at ${key}`);
  return new Uint8Array(await readAll(file));
}

const words = async (bytes: Uint8Array) => (await pdfToText(bytes)).replace(/\s+/g, ' ');
const fonts = async (bytes: Uint8Array, name: string) => (await run('pdffonts', [await pdfFile(bytes, name)])).stdout;

/**
 * A form whose petitioner signed the questionnaire, taken to step 5 (collaborative: shared and agreed), the
 * stipulation rendered by its job and signed at step 5 by typing, then by the spouse; the final document sealed.
 */
async function throughBothJobs(collaborate: boolean, questionnaireSignature: { typed: string } | { image: string }) {
  const owner = await person('sigdoc-owner', true);
  const spouse = await person('sigdoc-spouse', false);
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SIGNED_SAMPLE.publishedId, ownerId: owner.id, collaborate });
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: owner.id,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouse.email },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: spouse.firstName },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: spouse.lastName },
    ],
  });
  const saved = await signQuestionnaire(owner, id, questionnaireSignature);
  expect(saved).toMatchObject({ kind: 'redirect' });

  const step = (event: UserWorkflowEvent, actorId = owner.id) => applyStepEvent(database.db, id, event, { actorId, context });
  if (collaborate) {
    await step({ type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    expect((await inviteSpouse(database.db, { workflow: await workflowRow(id), actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', context })).kind).not.toBe('refused');
    await step({ type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true }, spouse.id);
  } else {
    await step({ type: 'PROCEED', missingRequired: 0 });
  }
  await step({ type: 'PAYMENT_COMPLETED', level: 2 });
  await runJobs();
  const stipulation = await storedPdf(documentsKey(id, 'stipulation'));

  const sign = (role: 'petitioner' | 'respondent', who: SessionUser, typedName: string) =>
    submitSignature(database.db, {
      userWorkflowId: id,
      role,
      signer: { id: who.id, email: who.email, name: `${who.firstName} ${who.lastName}` },
      admin: false,
      signature: { method: 'typed', typedName },
      confirmed: true,
      shownDocumentSha256: sha256Hex(stipulation),
      clientIp: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (test)',
      context,
    });
  expect((await sign('petitioner', owner, 'Robin Atsigning')).kind).toBe('signed');
  if (collaborate) expect((await sign('respondent', spouse, 'Sam Spousetyped')).kind).toBe('signed');
  expect((await workflowRow(id)).step).toBe(7);
  await requestFinalDocument(database.db, id);
  await runJobs();
  const state = await readFinalDocumentState(database.db, id);
  expect(state).toMatchObject({ status: 'ready' });
  const { final_pdf_key } = await database.db.selectFrom('user_workflows').select('final_pdf_key').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, stipulation, final: await storedPdf(final_pdf_key!) };
}

describe("the questionnaire's signature in the documents", () => {
  it('typed without JavaScript on a collaborative form: the stipulation job and the final document print the name in the handwriting font, beside the typed signatures given at signing', async () => {
    const { stipulation, final } = await throughBothJobs(true, { typed: 'Robin Quillfeather' });
    expect(await words(stipulation)).toContain('Robin Quillfeather');
    expect(await fonts(stipulation, 'stipulation.pdf')).toContain('DancingScript');
    const text = await words(final);
    expect(text).toContain('Robin Quillfeather');
    expect(text).toContain('Robin Atsigning');
    expect(text).toContain('Sam Spousetyped');
    expect(await fonts(final, 'final.pdf')).toContain('DancingScript');
  });

  it('typed without JavaScript on a unilateral form: the stipulation and the final document print it', async () => {
    const { stipulation, final } = await throughBothJobs(false, { typed: 'Robin Unilateralname' });
    expect(await words(stipulation)).toContain('Robin Unilateralname');
    const text = await words(final);
    expect(text).toContain('Robin Unilateralname');
    expect(text).toContain('Robin Atsigning');
  });

  it('drawn with JavaScript: the drawing is the image printed in both documents', async () => {
    const { stipulation, final } = await throughBothJobs(true, { image: drawnSignatureDataUrl(11) });
    for (const [bytes, name] of [[stipulation, 'drawn-stipulation.pdf'], [final, 'drawn-final.pdf']] as const) {
      const list = (await run('pdfimages', ['-list', await pdfFile(bytes, name)])).stdout;
      expect(list.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\s/.test(line)).length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('a damaged drawing', () => {
  // the case: the PNG's magic bytes followed by junk, long enough to pass the 5000-character rule
  const damaged = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6000, 0x41)]).toString('base64')}`;

  it("posted as the questionnaire's signature is refused with 'could not be read' and nothing is stored", async () => {
    const owner = await person('sigdoc-damaged', true);
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id });
    const uid = uidOf('PET_SIGNATURE');
    expect(await signQuestionnaire(owner, id, { image: damaged })).toMatchObject({ kind: 'notice', notice: { refused: { [uid]: SIGNING_TEXTS.unreadable } } });
    expect((await loadAnswers(database.db, id))[uid]).toBeUndefined();
  });

  it('posted at signing is refused with the same words and no signature is stored', async () => {
    const form = new FormData();
    form.set(SIGNATURE_FIELDS.image, damaged);
    expect(readSignatureInput(form)).toEqual({ error: SIGNING_TEXTS.unreadable });
  });
});

describe('a final document that fails for good', () => {
  it('tells each person in plain words that it is being looked at; the admin sees it with its error, retries it, and the retry is in the audit trail', async () => {
    const { id, final } = await throughBothJobs(true, { typed: 'Robin Failsoon' });
    expect(final.length).toBeGreaterThan(0);
    // a drawing stored before drawings were checked: the documents cannot print it
    const damaged = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6000, 0x41)]).toString('base64')}`;
    const uid = uidOf('PET_SIGNATURE');
    await database.db.updateTable('answers').set({ value: JSON.stringify({ signed: true, image: damaged }) }).where('user_workflow_id', '=', id).where('field_uid', '=', uid).execute();
    await database.db.updateTable('user_workflows').set({ final_pdf_key: null }).where('id', '=', id).execute();
    await database.db.deleteFrom('final_documents').where('user_workflow_id', '=', id).execute();
    const workflow = await workflowRow(id);

    expect(await loadFinalDocumentPage(database.db, workflow, 'America/Denver')).toMatchObject({ kind: 'preparing' });
    await runJobs();
    const view = await loadFinalDocumentPage(database.db, workflow, 'America/Denver');
    expect(view).toEqual({ kind: 'failed', reason: expect.stringMatching(/^Something went wrong/) });
    expect(guide.finalDocument.failedLookedAt).toContain('Our team has been told and is looking into it');

    const failed = (await listFailedFinalDocuments(database.db)).find((f) => f.id === id);
    expect(failed?.error).toMatch(/not a PNG or JPEG image|damaged PNG/);
    const data = await loadUserWorkflowData(database.db, id);
    expect(data?.finalDocument).toMatchObject({ status: 'failed', error: failed?.error });

    const admin = await person('sigdoc-admin', false);
    await database.db.updateTable('answers').set({ value: JSON.stringify({ signed: true, image: drawnSignatureDataUrl(3) }) }).where('user_workflow_id', '=', id).where('field_uid', '=', uid).execute();
    expect(await retryFinalDocumentAsAdmin(database.db, id, { id: admin.id, name: 'Ada Admin' })).toEqual({ retried: true });
    await runJobs();
    expect(await readFinalDocumentState(database.db, id)).toMatchObject({ status: 'ready' });
    expect((await listFailedFinalDocuments(database.db)).map((f) => f.id)).not.toContain(id);
    const audit = (await loadUserWorkflowData(database.db, id))!.audit;
    expect(audit[0]).toMatchObject({ type: 'ADMIN_RETRY_FINAL_DOCUMENT', by: 'Ada Admin' });
  });

  it('the admin sends the form back to signing through the step machine: step 5, the signatures superseded, both asked by e-mail to sign again, recorded with the admin’s name', async () => {
    const { id } = await throughBothJobs(true, { typed: 'Robin Signsagain' });
    await database.db.updateTable('final_documents').set({ status: 'failed', reason: 'Something went wrong.', error: 'the petitioner\'s signature is a damaged PNG image' }).where('user_workflow_id', '=', id).execute();
    const admin = await person('sigdoc-admin2', false);
    expect(await returnToSigning(database.db, id, { id: admin.id, name: 'Ada Admin' })).toEqual({ reset: true });

    const row = await workflowRow(id);
    expect([row.step, row.respondent_step]).toEqual([5, 2]);
    expect(await database.db.selectFrom('signatures').select('id').where('user_workflow_id', '=', id).where('superseded_at', 'is', null).execute()).toEqual([]);
    const emails = await database.db.selectFrom('emails').select(['to_email', 'template', 'subject']).where('user_workflow_id', '=', id).where('template', '=', 'sign-again').execute();
    expect(emails).toHaveLength(2);
    expect(emails[0]!.subject).toMatch(/^Please sign ".*" again$/);
    expect((await loadUserWorkflowData(database.db, id))!.audit[0]).toMatchObject({ type: 'ADMIN_RETURN_TO_SIGNING', by: 'Ada Admin' });
    expect((await listFailedFinalDocuments(database.db)).map((f) => f.id)).not.toContain(id);
    // a second time there is nothing to send back: refused in words, nothing changes
    expect(await returnToSigning(database.db, id, { id: admin.id, name: 'Ada Admin' })).toEqual({ reset: false, reason: 'Only a form that everyone has signed (step 7) can be sent back to signing.' });
  });
});

itReadsBackTheAuditTrail(() => database.db, 'signature-documents.test.ts');
