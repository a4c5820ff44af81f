// Signing against a real PostgreSQL (issue 18): a table generated from the step machine's events for petitioner
// steps 4 to 7 and respondent steps 2 and 3 (every event type applied in every state: accepted with where it
// leads, or refused with nothing changed), the signing transaction with its complete evidence, the refusals in
// the signer's words, the notify limit, restarts superseding signatures, and the scheduled e-mails on a test clock.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { UserWorkflowEvent } from '@accord/engine';
import { createUser } from '../../db/users';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { effectContextFromEnv, type EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { submitSignature, type SubmitSignatureInput } from '../../app/services/signing/submit-signature.server';
import { handleSignPost } from '../../app/services/signing/sign-post.server';
import { signingTextsFor } from '../../app/services/signing/signing-words.server';
import { saveFromForm } from '../../app/services/guide/guide-page.server';
import { saveWorkflowType } from '../../app/services/admin/reference-data.server';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { getLoadContext, trustProxySetting } from '../../server/app';
import { readSignatureInput, SIGNATURE_FIELDS, type SignatureInput } from '../../app/services/signing/signature-input.server';
import { notifySpouse } from '../../app/services/signing/notify-spouse.server';
import { currentSignatures } from '../../app/services/user-workflow/signatures.server';
import { loadSigningPanel } from '../../app/services/signing/signing-panel.server';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';
import { documentsKey, renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { loadSignPageReading } from '../../app/services/signing/stipulation-reading.server';
import { pdfToText } from '../support/pdf-tools';
import { requestTexts } from '../../app/i18n/i18next.server';
import { textsIn } from '../../i18n/texts-for-tests';
import { canonicalAnswersSha256, sha256Hex } from '../../lib/documents/answers-hash.server';
import { PostgresFileStorage, readAll, parseFileKey } from '../../lib/file-storage.server';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { testUserInput } from '../support/test-users';
import { drawnSignatureDataUrl } from '../support/signatures';
import { addSignature } from '../support/signed-user-workflow';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { describeStepEventTable, EXAMPLE_EVENTS, type StepEventState } from './support/step-event-table';
import { deliverEmail } from '../../lib/email-delivery.server';
import { createMailTransport } from '../../lib/mail-transport.server';
import { getMailboxMessage, listMailbox } from '../../app/services/mailbox.server';
import { cancelScheduledEmails, INCOMPLETE_REMINDER_DAYS, moveReminder } from '../../app/services/user-workflow/scheduled-emails.server';
import { calendarDayOf } from '../../app/utils/calendar-day';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
const STIPULATION = new TextEncoder().encode('%PDF-1.7 the stipulation as shown');
const STIPULATION_SHA = sha256Hex(STIPULATION);

let database: TestDatabase;

function uidOf(title: string): string {
  const element = readSampleWorkflow(SAMPLE.file).elements.find((e) => e.title === title);
  if (!element) throw new Error(`the sample workflow has no element titled ${title}`);
  return element.uid;
}

async function newPerson(label: string, isPetitioner = true): Promise<SessionUser> {
  const input = testUserInput({ label });
  const { id } = await createUser(database.db, { ...input, isPetitioner });
  return { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'user-basic', isPetitioner, respondentWfid: null, respondentPetitionerEmail: null };
}

interface Pair {
  owner: SessionUser;
  spouse: SessionUser;
  id: string;
}

/** A petitioner's user workflow naming an existing spouse account in the questionnaire. */
async function startPair(options: { collaborate?: boolean } = {}): Promise<Pair> {
  const owner = await newPerson('signing-owner');
  const spouse = await newPerson('signing-spouse', false);
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id, ...(options.collaborate === false ? { collaborate: false } : {}) });
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: owner.id,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouse.email },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: spouse.firstName },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: spouse.lastName },
    ],
  });
  return { owner, spouse, id };
}

const step = (pair: Pair, event: UserWorkflowEvent, actorId = pair.owner.id) => applyStepEvent(database.db, pair.id, event, { actorId, context });

async function workflowRow(id: string) {
  const row = await findUserWorkflow(database.db, id);
  if (!row) throw new Error(`no user workflow ${id}`);
  return row;
}

async function putStipulation(id: string, bytes = STIPULATION) {
  await new PostgresFileStorage(database.db).put(documentsKey(id, 'stipulation'), bytes, { mediaType: 'application/pdf' });
}

async function emailsOf(id: string) {
  return database.db.selectFrom('emails').select(['id', 'to_email', 'template', 'subject', 'status', 'send_on']).where('user_workflow_id', '=', id).orderBy('created_at').orderBy('id').execute();
}

/** Shared, agreed by the spouse: petitioner step 4, respondent step 2. */
async function reachStep4(pair: Pair) {
  await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
  const invited = await inviteSpouse(database.db, { workflow: await workflowRow(pair.id), actorId: pair.owner.id, admin: false, confirmed: true, reviewType: 'comment', context });
  expect(invited.kind).not.toBe('refused');
  await step(pair, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true }, pair.spouse.id);
}

async function reachStep5(pair: Pair) {
  await reachStep4(pair);
  await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
  await putStipulation(pair.id);
}

const typed = (name: string): SignatureInput => ({ method: 'typed', typedName: name });

function signing(pair: Pair, role: 'petitioner' | 'respondent', signature: SignatureInput, extra: Partial<SubmitSignatureInput> = {}): SubmitSignatureInput {
  const who = role === 'petitioner' ? pair.owner : pair.spouse;
  return {
    userWorkflowId: pair.id,
    role,
    signer: { id: who.id, email: who.email, name: `${who.firstName} ${who.lastName}` },
    admin: false,
    signature,
    confirmed: true,
    shownDocumentSha256: STIPULATION_SHA,
    clientIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    context,
    ...extra,
  };
}

async function reachStep6(pair: Pair) {
  await reachStep5(pair);
  expect((await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester')))).kind).toBe('signed');
}

async function reachStep7(pair: Pair) {
  await reachStep6(pair);
  expect((await submitSignature(database.db, signing(pair, 'respondent', typed('Sam Spouse')))).kind).toBe('signed');
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

// ---- the step machine's events, generated -------------------------------------------------------------------

const SIGNATURE = { signed: true, typedName: 'Robin Tester' };

/** The shared examples, with a level-2 payment and signatures as the signing page sends them. */
const EXAMPLE: typeof EXAMPLE_EVENTS = {
  ...EXAMPLE_EVENTS,
  PAYMENT_COMPLETED: { type: 'PAYMENT_COMPLETED', level: 2 },
  SUBMIT_SIGNATURE: { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: SIGNATURE },
  RESPONDENT_SUBMIT_SIGNATURE: { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature: { signed: true, typedName: 'Sam Spouse' } },
};

/** The states of petitioner steps 4 to 7 and respondent steps 2 and 3, each reached through the app's own services. */
const STATES: Record<string, StepEventState<Pair>> = {
  'petitioner step 4 (final payment) with the spouse agreed': {
    reach: reachStep4,
    at: { step: 4, respondentStep: 2 },
    accepted: {
      PAYMENT_COMPLETED: { step: 5, respondentStep: 2 },
      CONTINUE: { step: 4, respondentStep: 2 },
      RESTART: { step: 1, respondentStep: 1 },
      RESPONDENT_RESTART: { step: 3, respondentStep: 1 },
    },
    refused: [{ type: 'RESTART', confirmed: false }],
  },
  'petitioner step 5 (review and e-sign)': {
    reach: reachStep5,
    at: { step: 5, respondentStep: 2 },
    accepted: {
      PAYMENT_COMPLETED: { step: 5, respondentStep: 2 },
      SUBMIT_SIGNATURE: { step: 6, respondentStep: 2 },
      RESTART: { step: 1, respondentStep: 1 },
      RESPONDENT_RESTART: { step: 3, respondentStep: 1 },
    },
    refused: [
      { type: 'SUBMIT_SIGNATURE', confirmed: false, signature: SIGNATURE },
      { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: { image: 'data:image/png;base64,AAAA' } },
      { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: null },
      // the respondent signs only after the petitioner
      { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature: SIGNATURE },
    ],
  },
  'petitioner step 6 (spousal review and e-signature)': {
    reach: reachStep6,
    at: { step: 6, respondentStep: 2 },
    accepted: {
      PAYMENT_COMPLETED: { step: 6, respondentStep: 2 },
      NOTIFY_SPOUSE: { step: 6, respondentStep: 2 },
      RESPONDENT_SUBMIT_SIGNATURE: { step: 7, respondentStep: 3 },
      RESTART: { step: 1, respondentStep: 1 },
      RESPONDENT_RESTART: { step: 3, respondentStep: 1 },
    },
    refused: [
      { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: false, signature: SIGNATURE },
      { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature: { image: 'data:image/png;base64,AAAA' } },
    ],
  },
  'petitioner step 7 and respondent step 3 (completed documents)': {
    reach: reachStep7,
    at: { step: 7, respondentStep: 3 },
    accepted: {
      PAYMENT_COMPLETED: { step: 7, respondentStep: 3 },
      DOWNLOAD: { step: 7, respondentStep: 3 },
      RESPONDENT_DOWNLOAD: { step: 7, respondentStep: 3 },
      RESTART: { step: 1, respondentStep: 1 },
      RESPONDENT_RESTART: { step: 3, respondentStep: 1 },
    },
    refused: [{ type: 'RESPONDENT_RESTART', confirmed: false }],
  },
  'unilateral step 5 (review with the signature)': {
    collaborate: false,
    reach: async (pair) => {
      await step(pair, { type: 'PROCEED', missingRequired: 0 });
      await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
      await putStipulation(pair.id);
    },
    at: { step: 5, respondentStep: null },
    accepted: {
      PAYMENT_COMPLETED: { step: 5, respondentStep: null },
      PROCEED: { step: 7, respondentStep: null },
      RESTART: { step: 1, respondentStep: null },
    },
    // a unilateral form has no spouse to sign
    refused: [{ type: 'SUBMIT_SIGNATURE', confirmed: true, signature: SIGNATURE }],
  },
};

describeStepEventTable("the step machine's events for petitioner steps 4 to 7 and respondent steps 2 and 3", {
  db: () => database.db,
  examples: EXAMPLE,
  states: STATES,
  start: (state) => startPair({ collaborate: state.collaborate }),
  send: (pair, event) => step(pair, event),
  // as the page asks: confirmed, with a signature given
  facts: { access: true, confirmed: true, signature: SIGNATURE },
});

// ---- signing: the transaction and its evidence ------------------------------------------------------------------

async function jobs(task: string) {
  const { rows } = await sql<{ payload: Record<string, unknown> }>`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${task} order by j.id`.execute(database.db);
  return rows.map((r) => r.payload);
}

describe('signing the stipulation', () => {
  it('reaching step 5 with the final payment queues the stipulation for review', async () => {
    const pair = await startPair();
    await reachStep4(pair);
    await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
    expect(await jobs('render_documents')).toContainEqual({ userWorkflowId: pair.id, which: 'stipulation' });
  });

  it("the petitioner's drawn signature is stored with all its evidence, the spouse is asked to sign and the step is 6", async () => {
    const pair = await startPair();
    await reachStep5(pair);
    const form = new FormData();
    form.set(SIGNATURE_FIELDS.image, drawnSignatureDataUrl());
    const read = readSignatureInput(form);
    if (!('ok' in read)) throw new Error(read.error);
    const now = new Date('2026-03-02T17:04:05Z');
    const outcome = await submitSignature(database.db, signing(pair, 'petitioner', read.ok, { now }));
    expect(outcome).toMatchObject({ kind: 'signed', step: 6, respondentStep: 2, notice: SIGNING_TEXTS.signed });

    const [row] = await currentSignatures(database.db, pair.id);
    expect(row).toMatchObject({
      role: 'petitioner',
      signer_id: pair.owner.id,
      signer_email: pair.owner.email,
      signer_name: `${pair.owner.firstName} ${pair.owner.lastName}`,
      method: 'drawn',
      typed_name: null,
      ip_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      document_sha256: STIPULATION_SHA,
      answers_sha256: await canonicalAnswersSha256(database.db, pair.id),
      consent_text: 'You are about to sign a legally binding agreement. Please confirm.',
      // read in English: nothing to keep beside it
      consent_language: null,
      consent_text_shown: null,
      superseded_at: null,
    });
    expect(new Date(row!.signed_at).toISOString()).toBe(now.toISOString());
    const image = await new PostgresFileStorage(database.db).get(parseFileKey(row!.image_key!)!);
    expect((await readAll(image!)).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const emails = await emailsOf(pair.id);
    expect(emails.filter((e) => e.template === 'sign')).toMatchObject([{ to_email: pair.spouse.email, status: 'queued' }]);
  });

  it('a signer who read the page in Spanish confirmed the Spanish words: they are kept beside the English the documents are written in', async () => {
    const pair = await startPair();
    await reachStep5(pair);
    const request = new Request('http://127.0.0.1/sign', { method: 'POST', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    const t = await requestTexts(request, 'guide');
    const form = new FormData();
    form.set(SIGNATURE_FIELDS.typed, `${pair.owner.firstName} ${pair.owner.lastName}`);
    form.set(SIGNATURE_FIELDS.documentSha256, STIPULATION_SHA);
    form.set(SIGNATURE_FIELDS.confirm, 'yes');
    const answer = await handleSignPost(database.db, { request, form, context: undefined, role: 'petitioner', user: pair.owner, admin: false, workflow: await workflowRow(pair.id), t });
    expect(answer).toMatchObject({ kind: 'back', flash: { type: 'success' } });
    const [row] = await currentSignatures(database.db, pair.id);
    expect(row).toMatchObject({
      consent_text: SIGNING_TEXTS.consent,
      consent_language: 'es',
      consent_text_shown: (await textsIn('es', 'guide'))('signing.texts.consent'),
    });
    expect(row!.consent_text_shown).not.toBe(SIGNING_TEXTS.consent);
  });

  it("signed through the sign form behind a trusted proxy (TRUST_PROXY), the evidence holds the client's address it forwarded", async () => {
    const pair = await startPair();
    await reachStep5(pair);
    // the server's own request context, from an Express request that came through a proxy on this machine
    const workflow = await workflowRow(pair.id);
    const app = express();
    app.set('trust proxy', trustProxySetting('loopback'));
    app.get('/sign', (req, res, next) => {
      const form = new FormData();
      form.set(SIGNATURE_FIELDS.typed, `${pair.owner.firstName} ${pair.owner.lastName}`);
      form.set(SIGNATURE_FIELDS.documentSha256, STIPULATION_SHA);
      form.set(SIGNATURE_FIELDS.confirm, 'yes');
      const request = new Request('http://127.0.0.1/sign', { headers: { 'user-agent': String(req.headers['user-agent']) } });
      handleSignPost(database.db, { request, form, context: getLoadContext(req, res) as never, role: 'petitioner', user: pair.owner, admin: false, workflow })
        .then((answer) => res.json(answer))
        .catch(next);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sign`, { headers: { 'X-Forwarded-For': '198.51.100.23', 'User-Agent': 'Mozilla/5.0 (behind a proxy)' } });
      expect(await response.json()).toMatchObject({ kind: 'back', flash: { type: 'success' } });
    } finally {
      server.close();
    }
    const [row] = await currentSignatures(database.db, pair.id);
    expect(row).toMatchObject({ role: 'petitioner', method: 'typed', ip_address: '198.51.100.23', user_agent: 'Mozilla/5.0 (behind a proxy)' });
  });

  it("the spouse's typed signature completes the form: step 7 and respondent step 3, both e-mailed, the final documents queued", async () => {
    const pair = await startPair();
    await reachStep6(pair);
    const outcome = await submitSignature(database.db, signing(pair, 'respondent', typed('Sam Spouse')));
    expect(outcome).toMatchObject({ kind: 'signed', step: 7, respondentStep: 3, notice: SIGNING_TEXTS.completed });
    const signatures = await currentSignatures(database.db, pair.id);
    expect(signatures.map((s) => [s.role, s.method, s.typed_name ?? s.image_key])).toEqual([
      ['petitioner', 'typed', 'Robin Tester'],
      ['respondent', 'typed', 'Sam Spouse'],
    ]);
    const completed = (await emailsOf(pair.id)).filter((e) => e.template === 'completed').map((e) => e.to_email);
    expect(completed.sort()).toEqual([pair.owner.email, pair.spouse.email].sort());
    // the spec's 'signed' e-mail (notifyPetitionerThatRespondentSigned): the petitioner hears the spouse signed
    const signed = (await emailsOf(pair.id)).filter((e) => e.template === 'signed');
    expect(signed.map((e) => [e.to_email, e.subject])).toEqual([[pair.owner.email, expect.stringContaining('has signed "')]]);
    expect(await jobs('seal_final_document')).toContainEqual({ userWorkflowId: pair.id });
  });

  it('signing with the real stipulation rendered by its job records the hash of those exact bytes', async () => {
    const pair = await startPair();
    await reachStep4(pair);
    await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
    const rendered = await renderUserWorkflowDocuments(database.db, pair.id, 'stipulation');
    expect('key' in rendered).toBe(true);
    const bytes = await readAll((await new PostgresFileStorage(database.db).get(documentsKey(pair.id, 'stipulation')))!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const panel = await loadSigningPanel(database.db, await workflowRow(pair.id), 'petitioner', pair.owner, { admin: false });
    expect(panel.documentSha256).toBe(sha256Hex(bytes));
    expect(panel.signed).toEqual([]);
    const outcome = await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester'), { shownDocumentSha256: panel.documentSha256! }));
    expect(outcome.kind).toBe('signed');
    expect((await currentSignatures(database.db, pair.id))[0]?.document_sha256).toBe(sha256Hex(bytes));
    // the page says who signed, how and when, with the time's zone
    const after = await loadSigningPanel(database.db, await workflowRow(pair.id), 'petitioner', pair.owner, { admin: false, timeZone: 'America/Denver' });
    expect(after.signed).toMatchObject([{ role: 'petitioner', method: 'typed', typedName: 'Robin Tester', signedAtText: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) M[SD]T$/) }]);
  });

  it("shows the stipulation as text (issue 32, item 9): the reading holds the words the PDF holds, answers included, and only of the PDF shown", async () => {
    const pair = await startPair();
    await reachStep4(pair);
    await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
    await renderUserWorkflowDocuments(database.db, pair.id, 'stipulation');
    const bytes = await readAll((await new PostgresFileStorage(database.db).get(documentsKey(pair.id, 'stipulation')))!);
    const panel = await loadSigningPanel(database.db, await workflowRow(pair.id), 'petitioner', pair.owner, { admin: false });
    expect(panel.reading).toMatchObject({ summary: 'Read the stipulation as text', documentSha256: sha256Hex(bytes), documents: [{ name: 'Stipulation and Agreement' }] });
    const blocks = panel.reading!.documents.flatMap((d) => d.blocks);
    expect(blocks.map((b) => b.kind)).toContain('H2');
    const reading = blocks.map((b) => b.text).join('\n');
    // the answers saved for the spouse print in both
    expect(reading).toContain(`${pair.spouse.firstName} ${pair.spouse.lastName}`);
    // the same words as pdftotext finds on the pages, less each later page's running header ('… Page 2 of 3')
    const printed = (await pdfToText(bytes)).split('\n').filter((line) => !/Page \d+ of \d+\s*$/.test(line));
    const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
    expect(words(reading)).toEqual(words(printed.join('\n')));
    // the sign page (the confirm without JavaScript) reads the same
    expect(await loadSignPageReading(database.db, await workflowRow(pair.id), 'petitioner')).toEqual(panel.reading);
    // a reading never stands beside another version of the PDF
    await putStipulation(pair.id);
    expect((await loadSigningPanel(database.db, await workflowRow(pair.id), 'petitioner', pair.owner, { admin: false })).reading).toBeNull();
  });

  it('is refused in plain words, with nothing stored, when the stipulation is not ready, changed, not confirmed or not at this step', async () => {
    const pair = await startPair();
    await reachStep4(pair);
    await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
    expect(await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester')))).toEqual({ kind: 'refused', message: SIGNING_TEXTS.stipulationPending });
    await putStipulation(pair.id);
    expect(await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester'), { shownDocumentSha256: 'f'.repeat(64) }))).toEqual({ kind: 'refused', message: SIGNING_TEXTS.stipulationChanged });
    expect(await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester'), { confirmed: false }))).toEqual({ kind: 'refused', message: SIGNING_TEXTS.notConfirmed });
    expect(await submitSignature(database.db, signing(pair, 'respondent', typed('Sam Spouse')))).toEqual({ kind: 'refused', message: SIGNING_TEXTS.notNow });
    expect(await currentSignatures(database.db, pair.id)).toEqual([]);
    expect((await workflowRow(pair.id)).step).toBe(5);
    expect((await emailsOf(pair.id)).filter((e) => e.template === 'sign')).toEqual([]);
  });

  it('the unilateral petitioner signs at review and goes straight to the final documents', async () => {
    const pair = await startPair({ collaborate: false });
    await step(pair, { type: 'PROCEED', missingRequired: 0 });
    await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 });
    await putStipulation(pair.id);
    const outcome = await submitSignature(database.db, signing(pair, 'petitioner', typed('Robin Tester')));
    expect(outcome).toMatchObject({ kind: 'signed', step: 7, respondentStep: null, notice: SIGNING_TEXTS.signedAlone });
    expect(await jobs('seal_final_document')).toContainEqual({ userWorkflowId: pair.id });
    expect((await currentSignatures(database.db, pair.id)).map((s) => s.role)).toEqual(['petitioner']);
  });

  it('a restart supersedes the signatures: kept as evidence, no longer current', async () => {
    const pair = await startPair();
    await reachStep7(pair);
    await step(pair, { type: 'RESTART', confirmed: true });
    expect(await currentSignatures(database.db, pair.id)).toEqual([]);
    const all = await database.db.selectFrom('signatures').select(['role', 'superseded_at']).where('user_workflow_id', '=', pair.id).execute();
    expect(all).toHaveLength(2);
    expect(all.every((s) => s.superseded_at !== null)).toBe(true);
  });

  it("the spouse's restart supersedes the signatures too", async () => {
    const pair = await startPair();
    await reachStep6(pair);
    await step(pair, { type: 'RESPONDENT_RESTART', confirmed: true }, pair.spouse.id);
    expect(await currentSignatures(database.db, pair.id)).toEqual([]);
  });
});

describe('reading the signature from the form', () => {
  const read = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return readSignatureInput(form);
  };

  it("a drawing under 5000 characters of image data asks for more: 'Please sign your stipulation with more text'", () => {
    expect(read({ [SIGNATURE_FIELDS.image]: `data:image/png;base64,${'A'.repeat(4000)}` })).toEqual({ error: 'Please sign your stipulation with more text' });
  });

  it("image data holding 'undefined' asks for more; image data that is not a whole PNG could not be read", () => {
    expect(read({ [SIGNATURE_FIELDS.image]: `data:image/png;base64,${'A'.repeat(6000)}undefined` })).toEqual({ error: SIGNING_TEXTS.tooSmall });
    expect(read({ [SIGNATURE_FIELDS.image]: `data:image/png;base64,${'A'.repeat(6000)}` })).toEqual({ error: SIGNING_TEXTS.unreadable });
  });

  it('a typed name is not held to the image rule, only to being a name', () => {
    expect(read({ [SIGNATURE_FIELDS.typed]: '  Robin   Tester ' })).toEqual({ ok: { method: 'typed', typedName: 'Robin Tester' } });
    expect(read({ [SIGNATURE_FIELDS.typed]: '1' })).toEqual({ error: SIGNING_TEXTS.typedTooShort });
    expect(read({})).toEqual({ error: SIGNING_TEXTS.noSignature });
  });
});

// ---- step 6: the notify limit -----------------------------------------------------------------------------------

describe("a refused drawing in the form's words (ADR 028)", () => {
  const tooSmall = `data:image/png;base64,${'A'.repeat(4000)}`;
  const signPost = async (pair: Pair, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const request = new Request('http://127.0.0.1/sign', { method: 'POST' });
    return handleSignPost(database.db, { request, form, context: undefined, role: 'petitioner', user: pair.owner, admin: false, workflow: await workflowRow(pair.id) });
  };
  const questionnaireSave = async (pair: Pair) => {
    const signature = uidOf('PET_SIGNATURE');
    const form = new FormData();
    form.set(versionName(signature), '0');
    form.set(fieldName(signature, 'image'), tooSmall);
    const workflow = await workflowRow(pair.id);
    const element = readSampleWorkflow(SAMPLE.file).elements.find((e) => e.uid === signature)!;
    const saved = await saveFromForm(pair.owner, workflow, [element], form, database.db);
    return 'refused' in saved ? saved.refused[signature] : saved.closed;
  };

  it("a lease's sign page and questionnaire name its document ('Please sign \"Stipulation and Agreement\" with more text'); a divorce's say the spec's words", async () => {
    const lease = await saveWorkflowType(database.db, undefined, { title: 'Lease Signing Words', states: ['Utah'], active: false, costs: { collaborative: { paywall1: 0, paywall2: 0 }, unilateral: { paywall1: 0, paywall2: 0 } }, participants: 2, otherParty: 'landlord' });
    if (!lease.ok) throw new Error(lease.refusal);
    const divorce = await startPair();
    const other = await startPair();
    await database.db.updateTable('user_workflows').set({ type: 'Lease Signing Words' }).where('id', '=', other.id).execute();
    await reachStep5(other);
    await reachStep5(divorce);

    const words = 'Please sign "Stipulation and Agreement" with more text';
    expect(await signPost(other, { [SIGNATURE_FIELDS.image]: tooSmall, [SIGNATURE_FIELDS.documentSha256]: STIPULATION_SHA })).toEqual({ kind: 'refused', refused: { message: words, documentSha256: STIPULATION_SHA } });
    expect(await signPost(divorce, { [SIGNATURE_FIELDS.image]: tooSmall })).toMatchObject({ kind: 'refused', refused: { message: 'Please sign your stipulation with more text' } });
    expect(await signingTextsFor(database.db, await workflowRow(other.id), 'respondent')).toMatchObject({ tooSmall: words, signTitle: 'Sign "Stipulation and Agreement"' });
    expect(await signingTextsFor(database.db, await workflowRow(divorce.id), 'respondent')).toMatchObject({ tooSmall: SIGNING_TEXTS.tooSmall, signTitle: 'Sign your stipulation' });
    expect(await currentSignatures(database.db, other.id)).toEqual([]);
  });

  it("the questionnaire's signature answer refuses a small drawing in the form's words too, and stores nothing", async () => {
    await saveWorkflowType(database.db, undefined, { title: 'Lease Questionnaire Words', states: ['Utah'], active: false, costs: { collaborative: { paywall1: 0, paywall2: 0 }, unilateral: { paywall1: 0, paywall2: 0 } }, participants: 2, otherParty: 'landlord' });
    const divorce = await startPair();
    const other = await startPair();
    await database.db.updateTable('user_workflows').set({ type: 'Lease Questionnaire Words' }).where('id', '=', other.id).execute();
    expect(await questionnaireSave(other)).toBe('Please sign "Stipulation and Agreement" with more text');
    expect(await questionnaireSave(divorce)).toBe('Please sign your stipulation with more text');
    const stored = await database.db.selectFrom('answers').select('field_uid').where('user_workflow_id', 'in', [other.id, divorce.id]).where('field_uid', '=', uidOf('PET_SIGNATURE')).execute();
    expect(stored).toEqual([]);
  });
});

describe("step 6's 'Notify Spouse'", () => {
  it('sends the sign e-mail again three times, then refuses for a day (enforced on the server), then allows again', async () => {
    const pair = await startPair();
    await reachStep6(pair);
    const t0 = Date.parse('2026-03-02T10:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const notify = (minutes: number, admin = false) => notifySpouse(database.db, { userWorkflowId: pair.id, actorId: pair.owner.id, admin, context, now: at(minutes) });
    const panel = () => workflowRow(pair.id).then((row) => loadSigningPanel(database.db, row, 'petitioner', pair.owner, { admin: false, now: at(2) }));
    expect((await panel()).notify).toMatchObject({ label: 'Notify Spouse', blocked: false });
    for (const minute of [0, 1, 2]) expect(await notify(minute)).toEqual({ kind: 'sent', notice: 'Successfully sent email for review and e-signature' });
    expect((await panel()).notify).toMatchObject({ label: 'Notify Spouse Again', blocked: true, count: 3 });
    expect(await notify(3)).toEqual({ kind: 'refused', message: SIGNING_TEXTS.notifyLimit });
    expect(await notify(60 * 23)).toEqual({ kind: 'refused', message: SIGNING_TEXTS.notifyLimit });
    // an admin is not limited
    expect((await notify(60 * 23 + 1, true)).kind).toBe('sent');
    expect((await notify(60 * 24 + 3)).kind).toBe('sent');
    // 1 at signing, 3 reminders, 1 by the admin, 1 after the day
    expect((await emailsOf(pair.id)).filter((e) => e.template === 'sign')).toHaveLength(6);
  });
});

// ---- scheduled e-mails ------------------------------------------------------------------------------------------

describe('the scheduled e-mails', () => {
  it('the 30-day completion e-mail is scheduled for both spouses when the form is completed, and cancelled by a restart', async () => {
    const pair = await startPair();
    await reachStep6(pair);
    const now = new Date('2026-03-02T17:00:00Z');
    await submitSignature(database.db, signing(pair, 'respondent', typed('Sam Spouse'), { now }));
    const followUps = (await emailsOf(pair.id)).filter((e) => e.template === 'completion-follow-up');
    expect(followUps.map((e) => [e.to_email, e.status, e.send_on]).sort()).toEqual(
      [
        [pair.owner.email, 'scheduled', '2026-04-01'],
        [pair.spouse.email, 'scheduled', '2026-04-01'],
      ].sort(),
    );
    expect(await jobsFor(followUps.map((e) => e.id))).toHaveLength(2);
    // the completed form keeps no reminder
    expect((await emailsOf(pair.id)).filter((e) => e.template === 'incomplete-reminder')).toEqual([]);

    await step(pair, { type: 'RESTART', confirmed: true });
    expect((await emailsOf(pair.id)).filter((e) => e.template === 'completion-follow-up')).toEqual([]);
    expect(await jobsFor(followUps.map((e) => e.id))).toEqual([]);
  });

  it('the reminder is scheduled 7 days after the last change, moves with every change and is one e-mail', async () => {
    const pair = await startPair();
    const reminders = async () => (await emailsOf(pair.id)).filter((e) => e.template === 'incomplete-reminder');
    await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true, at: '2026-03-02T17:00:00Z' });
    expect((await reminders()).map((e) => [e.to_email, e.status, e.send_on])).toEqual([[pair.owner.email, 'scheduled', '2026-03-09']]);
    await step(pair, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true, at: '2026-03-05T17:00:00Z' });
    const moved = await reminders();
    expect(moved.map((e) => e.send_on)).toEqual(['2026-03-12']);
    const [job] = await jobsFor(moved.map((e) => e.id));
    expect(new Date(job!.run_at).toISOString()).toBe('2026-03-12T06:00:00.000Z');
  });

  it("an answer saved moves the reminder to 7 days from now, asks one query when the day is already right, and never schedules one", async () => {
    const pair = await startPair();
    const reminders = async () => (await emailsOf(pair.id)).filter((e) => e.template === 'incomplete-reminder');
    // begun: the first step scheduled the reminder; an older change is simulated by an earlier day
    const [begun] = await reminders();
    await database.db.updateTable('emails').set({ send_on: '2026-01-01' }).where('id', '=', begun!.id).execute();
    expect((await saveAnswers(database.db, { userWorkflowId: pair.id, userId: pair.owner.id, changes: [{ uid: uidOf('RES_FN'), baseVersion: 1, value: 'Samuel' }] })).saved).toHaveLength(1);
    const day = calendarDayOf(new Date(Date.now() + INCOMPLETE_REMINDER_DAYS * 24 * 60 * 60 * 1000), effectContextFromEnv().email.timeZone);
    expect((await reminders()).map((e) => [e.id, e.send_on])).toEqual([[begun!.id, day]]);
    const [job] = await jobsFor([begun!.id]);
    expect(calendarDayOf(new Date(job!.run_at), effectContextFromEnv().email.timeZone)).toBe(day);

    // the day is right already: one query (the move that finds nothing to move)
    let queries = 0;
    const counted = database.db.withPlugin({ transformQuery: (args) => { queries += 1; return args.node; }, transformResult: async (args) => args.result });
    await moveReminder(counted, pair.id);
    expect(queries).toBe(1);
    // inside an answer's save the move is part of the answers' write, and so is the read of what a standing agreement
    // or signature covers: the row lock, the owner's e-mail (not passed in here), the stored answers, one write
    queries = 0;
    expect((await saveAnswers(counted, { userWorkflowId: pair.id, userId: pair.owner.id, changes: [{ uid: uidOf('RES_FN'), baseVersion: 2, value: 'Sam' }] })).saved).toHaveLength(1);
    expect(queries).toBe(4);
    expect((await reminders()).map((e) => [e.id, e.send_on])).toEqual([[begun!.id, day]]);

    // a form whose reminder was cancelled (a completed one) gets none from an answer saved
    await cancelScheduledEmails(database.db, pair.id, 'incomplete-reminder');
    expect((await saveAnswers(database.db, { userWorkflowId: pair.id, userId: pair.owner.id, changes: [{ uid: uidOf('RES_FN'), baseVersion: 3, value: 'Sammy' }] })).saved).toHaveLength(1);
    expect(await reminders()).toEqual([]);
  });

  it('a save under a standing signature reads what it covers in its own write and hashes the answers it holds: it voids the signature only when they differ', async () => {
    const pair = await startPair();
    const save = (db: typeof database.db, baseVersion: number, value: unknown) =>
      saveAnswers(db, { userWorkflowId: pair.id, userId: pair.owner.id, changes: [{ uid: uidOf('RES_FN'), baseVersion, value }] });
    // the hash of the answers with the first name 'Sam', read back from the database
    expect((await save(database.db, 1, 'Sam')).saved).toHaveLength(1);
    const withSam = await canonicalAnswersSha256(database.db, pair.id);
    expect((await save(database.db, 2, 'Samuel')).saved).toHaveLength(1);
    // a signature standing on those answers (as if given while the first name was 'Sam')
    await addSignature(database.db, pair.id, 'petitioner', { method: 'typed', name: 'Robin Tester', email: pair.owner.email, signerId: pair.owner.id });
    await database.db.updateTable('signatures').set({ answers_sha256: withSam }).where('user_workflow_id', '=', pair.id).execute();
    const standing = async () => (await database.db.selectFrom('signatures').select('id').where('user_workflow_id', '=', pair.id).where('superseded_at', 'is', null).execute()).length;

    // back to 'Sam': the answers the signature covers, so it stands; the save asked no more than without it
    let queries = 0;
    const counted = database.db.withPlugin({ transformQuery: (args) => { queries += 1; return args.node; }, transformResult: async (args) => args.result });
    expect((await save(counted, 3, 'Sam')).voided).toBe(false);
    expect(queries).toBe(4);
    expect(await standing()).toBe(1);
    // another name: the step machine is asked to void it (ANSWERS_CHANGED, beyond the save's 4 statements; review-lock
    // tests what it voids on each step)
    queries = 0;
    await save(counted, 4, 'Sammy');
    expect(queries).toBeGreaterThan(4);
  });

  it("each signing e-mail (sign, completed, the 30-day follow-up, the reminder) is delivered into the mailbox with its words and a plain link", async () => {
    const pair = await startPair();
    await reachStep7(pair);
    const name = (await workflowRow(pair.id)).name;
    const other = await startPair();
    await step(other, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    const mine = [...(await emailsOf(pair.id)), ...(await emailsOf(other.id))].filter((e) => ['sign', 'completed', 'completion-follow-up', 'incomplete-reminder'].includes(e.template ?? ''));
    // the worker's delivery, as the send_email job runs it (the scheduled ones on their day)
    for (const email of mine) await deliverEmail(database.db, email.id, { transport: createMailTransport(undefined), supportEmail: 'help@accord.test' });
    const mailbox = await listMailbox(database.db, 1000);
    const expected = [
      { to: pair.spouse.email, subject: `Please review and e-sign "${name}"`, link: `https://accord.test/respondent-guide/${pair.id}`, words: 'simply type your full name' },
      { to: pair.owner.email, subject: `"${name}" is signed by both of you`, link: `https://accord.test/legal-form-guide/divorce-forms/${pair.id}`, words: 'we know this is not easy' },
      { to: pair.spouse.email, subject: `It has been 30 days since "${name}" was completed`, link: `https://accord.test/respondent-guide/${pair.id}`, words: '30-day waiting period' },
      // scheduled by the answers' save, which takes the app's origin (APP_URL) rather than this test's
      { to: other.owner.email, subject: `"${name}" is waiting for you`, link: `${effectContextFromEnv().origin}/legal-form-guide/divorce-forms/${other.id}`, words: 'everything you have written is saved' },
    ];
    for (const e of expected) {
      const item = mailbox.find((m) => m.to_email === e.to && m.subject === e.subject);
      expect(item, e.subject).toMatchObject({ status: 'sent' });
      const message = await getMailboxMessage(database.db, item!.id);
      expect(message?.text).toContain(e.words);
      expect(message?.text).toContain(e.link);
      expect(message?.html).toContain(`href="${e.link}"`);
    }
  });
});

async function jobsFor(emailIds: string[]) {
  if (!emailIds.length) return [];
  const { rows } = await sql<{ key: string; run_at: Date }>`select key, run_at from graphile_worker._private_jobs where key = any(${emailIds.map((id) => `email:${id}`)})`.execute(database.db);
  return rows;
}

itReadsBackTheAuditTrail(() => database.db, 'signing.test.ts');
