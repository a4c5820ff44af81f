// The step machine's effects carried out against a real PostgreSQL, in the step's own transaction: one test per
// effect type the machine emits (e-mail, documents, redirect, notice, sharing reset, outdated-form rebuild), the
// audit trail each accepted event appends (and that refuses to be changed), and a transaction that fails after
// the effects ran leaving nothing behind.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STEP_MESSAGES } from '@accord/engine';
import { createUser } from '../../db/users';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow, updateOutdatedUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { documentsKey, readingKey } from '../../lib/documents/user-workflow-documents.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { waitFor } from './support/smtp-peer';
import { addSignature } from '../support/signed-user-workflow';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { runJobsOnce } from './support/jobs';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };
const signature = { url: 'user-workflows/x/signatures/sig.svg' };

let database: TestDatabase;
let ownerId: string;
let userCount = 0;

async function newUser() {
  userCount += 1;
  const { id } = await createUser(database.db, {
    email: `petitioner${userCount}@example.com`, password: 'Maple-Kettle-77', firstName: 'Robin', lastName: `Tester${userCount}`, dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true,
  });
  return id;
}

function uidOf(title: string): string {
  const element = readSampleWorkflow(SAMPLE.file).elements.find((e) => e.title === title);
  if (!element) throw new Error(`the sample workflow has no element titled ${title}`);
  return element.uid;
}

async function startWorkflow(options: { collaborate?: boolean; spouse?: boolean } = {}) {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId, collaborate: options.collaborate });
  if (options.spouse) {
    const changes = [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: 'Sam.Spouse@Example.com' },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Spouse' },
    ];
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes });
  }
  return id;
}

const step = (id: string, event: Parameters<typeof applyStepEvent>[2], actorId: string | null = ownerId) => applyStepEvent(database.db, id, event, { actorId, context });

async function jobs(task: string) {
  const { rows } = await sql<{ payload: Record<string, unknown> }>`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${task} order by j.id`.execute(database.db);
  return rows.map((r) => r.payload);
}

async function emailsOf(userWorkflowId: string) {
  // the e-mails a step sends now; the scheduled ones (the 7-day reminder, signing.test.ts) are not a step's effect
  return database.db.selectFrom('emails').select(['id', 'to_email', 'to_name', 'subject', 'template', 'template_data', 'status']).where('user_workflow_id', '=', userWorkflowId).where('status', '!=', 'scheduled').orderBy('created_at').execute();
}

async function auditOf(userWorkflowId: string) {
  return database.db.selectFrom('audit_events').select(['type', 'actor_id', 'data']).where('user_workflow_id', '=', userWorkflowId).orderBy('id').execute();
}

async function runJobs() {
  await runJobsOnce(database, { finalDocuments: { sealing: { keyPassphrase: 'workflow-effects-test-passphrase' }, origin: 'https://accord.test', timeZone: 'America/Denver' } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  ownerId = await newUser();
});

describe('each effect the step machine emits is carried out in the step transaction', () => {
  it("an 'email' effect records the spec's invite e-mail to the spouse named in the questionnaire, linking to sign-up, and queues its delivery", async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    const shared = await step(id, { type: 'SEND_SHARE_INVITE', confirmed: true });
    expect(shared.emitted).toContainEqual({ type: 'email', template: 'invite', to: 'respondent' });
    const [email] = await emailsOf(id);
    expect(email).toMatchObject({ to_email: 'sam.spouse@example.com', to_name: 'Sam Spouse', template: 'invite', status: 'queued', subject: `Robin ${`Tester${userCount}`} has asked you to review "${(await findUserWorkflow(database.db, id))!.name}"` });
    const ownerEmail = `petitioner${userCount}@example.com`;
    expect(email!.template_data).toMatchObject({ fromName: `Robin Tester${userCount}`, url: `https://accord.test/create-user?${new URLSearchParams({ email: 'sam.spouse@example.com', name: 'Sam Spouse', petitioner: ownerEmail, wfid: id })}` });
    expect(await jobs('send_email')).toContainEqual({ emailId: email!.id });

    // the worker renders the new template and delivers it
    await runJobs();
    expect((await emailsOf(id))[0]!.status).toBe('sent');
  });

  it("an e-mail 'to both' reaches the petitioner and the spouse, each told about the other", async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'GO_TO_STEP', step: 6, admin: true });
    await step(id, { type: 'RESPONDENT_GO_TO_STEP', step: 2, admin: true });
    const signed = await step(id, { type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature, admin: true });
    expect(signed.steps).toMatchObject({ step: 7, respondentStep: 3 });
    const emails = await emailsOf(id);
    expect(emails.map((e) => [e.template, e.to_email, (e.template_data as { fromName: string }).fromName]).sort()).toEqual([
      ['completed', `petitioner${userCount}@example.com`, 'Sam Spouse'],
      ['completed', 'sam.spouse@example.com', `Robin Tester${userCount}`],
      ['signed', `petitioner${userCount}@example.com`, 'Sam Spouse'],
    ]);
  });

  it("a 'documents.generate' effect for the final documents queues the sealing job, and the worker seals them into the file storage", async () => {
    const id = await startWorkflow({ collaborate: false, spouse: true });
    await addSignature(database.db, id, 'petitioner', { method: 'typed', name: `Robin Tester${userCount}`, email: `petitioner${userCount}@example.com`, signerId: ownerId });
    await step(id, { type: 'GO_TO_STEP', step: 5, admin: true });
    const proceeded = await step(id, { type: 'PROCEED', missingRequired: 0 });
    // completed: the reminder gives way to the 30-day follow-up
    expect(proceeded.emitted).toEqual([{ type: 'documents.generate', which: 'final' }, { type: 'email.cancel', kind: 'incomplete-reminder' }, { type: 'email.schedule', kind: 'completion-follow-up' }]);
    expect(await jobs('seal_final_document')).toContainEqual({ userWorkflowId: id });

    await runJobs();
    const workflow = await database.db.selectFrom('user_workflows').select('final_pdf_key').where('id', '=', id).executeTakeFirstOrThrow();
    // the final PDF is sealed and kept under a name of its own (its verification code)
    expect(workflow.final_pdf_key).toMatch(new RegExp(`^user-workflows/${id}/documents/final-[0-9A-Z]{5}-[0-9A-Z]{5}\\.pdf$`));
    const file = await new PostgresFileStorage(database.db).get(fileKey(...workflow.final_pdf_key!.split('/')));
    expect(file?.mediaType).toBe('application/pdf');
    const bytes = Buffer.concat(await file!.stream.toArray());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the job is done and gone (runOnce may return before a loaded machine has written that down: wait for it)
    await waitFor(async () => !(await jobs('seal_final_document')).some((p) => p.userWorkflowId === id) || undefined, 10_000, 'the sealing job to be completed');
  });

  it('the stipulation requested at step 5 is rendered alone and does not become the final PDF', async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'GO_TO_STEP', step: 4, admin: true });
    const continued = await step(id, { type: 'CONTINUE', admin: true });
    expect(continued.emitted).toEqual([{ type: 'documents.generate', which: 'stipulation' }, { type: 'email.schedule', kind: 'incomplete-reminder' }]);
    await runJobs();
    const all = await new PostgresFileStorage(database.db).list(fileKey('user-workflows', id, 'documents'));
    // the PDF and its reading as text (issue 32, item 9), nothing final
    expect(all.map((f) => f.key).sort()).toEqual([documentsKey(id, 'stipulation'), readingKey(id)].sort());
    const { PDFDocument } = await import('pdf-lib');
    const stored = await new PostgresFileStorage(database.db).get(documentsKey(id, 'stipulation'));
    const pdf = await PDFDocument.load(Buffer.concat(await stored!.stream.toArray()));
    expect(pdf.getPageCount()).toBe(readSampleWorkflow(SAMPLE.file).documents!.find((d) => /stipulation/i.test(d.name))!.pages.length);
    expect((await database.db.selectFrom('user_workflows').select('final_pdf_key').where('id', '=', id).executeTakeFirstOrThrow()).final_pdf_key).toBeNull();
  });

  it("a 'redirect' effect is returned to the route: step 4 without the level-2 payment asks for it and stays", async () => {
    const id = await startWorkflow();
    await step(id, { type: 'GO_TO_STEP', step: 4, admin: true });
    const result = await step(id, { type: 'CONTINUE' });
    expect(result).toMatchObject({ accepted: true, steps: { step: 4 }, carriedOut: { redirect: { to: 'payment', level: 2 }, notices: [] } });
  });

  it("a 'notice' effect is returned for a flash: sharing tells the petitioner to wait for the spouse", async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 });
    const shared = await step(id, { type: 'SEND_SHARE_INVITE', confirmed: true });
    expect(shared.carriedOut).toEqual({ notices: [STEP_MESSAGES.shared] });
  });

  it("a 'sharing.reset' effect clears the final PDF and the documents rendered so far", async () => {
    const id = await startWorkflow();
    const storage = new PostgresFileStorage(database.db);
    await storage.put(documentsKey(id, 'final'), new TextEncoder().encode('%PDF-1.7 old'), { mediaType: 'application/pdf' });
    await database.db.updateTable('user_workflows').set({ final_pdf_key: documentsKey(id, 'final') }).where('id', '=', id).execute();
    await step(id, { type: 'GO_TO_STEP', step: 7, admin: true });
    const restarted = await step(id, { type: 'RESTART', confirmed: true });
    expect(restarted.emitted).toEqual([
      { type: 'email.cancel', kind: 'completion-follow-up' }, { type: 'email', template: 'restarted', to: 'invited' }, { type: 'sharing.reset' },
      { type: 'signatures.supersede' }, { type: 'email.schedule', kind: 'incomplete-reminder' },
    ]);
    expect((await database.db.selectFrom('user_workflows').select(['final_pdf_key', 'step']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ final_pdf_key: null, step: 1 });
    expect(await storage.get(documentsKey(id, 'final'))).toBeUndefined();
  });

  it("a 'workflow.rebuild' effect moves an outdated user workflow to the newest version, erases its answers and writes the prefill again", async () => {
    const formId = 'effectsRebuildForm01';
    await publishWorkflow(database.db, { formId, publishedId: 'effectsRebuildPub000', definition: readSampleWorkflow(SAMPLE.file), publishedAt: new Date(Date.now() - 60_000) });
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: 'effectsRebuildPub000', ownerId });
    await saveAnswers(database.db, { userWorkflowId: id, userId: ownerId, changes: [{ uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' }] });
    await publishWorkflow(database.db, { formId, publishedId: 'effectsRebuildPub001', definition: { ...readSampleWorkflow(SAMPLE.file), version: '2.0.0' }, publishedAt: new Date() });

    expect(await updateOutdatedUserWorkflow(database.db, id, ownerId, false)).toEqual({ updated: true });
    expect(await findUserWorkflow(database.db, id)).toMatchObject({ published_workflow_id: 'effectsRebuildPub001', step: 1 });
    const answers = await database.db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', id).execute();
    expect(answers.find((a) => a.field_uid === uidOf('RES_FN'))).toBeUndefined();
    expect(answers.find((a) => a.field_uid === uidOf('PET_FN'))?.value).toBe('Robin');
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ type: 'UPDATE_OUTDATED_FORM', actor_id: ownerId, data: { effects: [{ type: 'sharing.reset' }, { type: 'workflow.rebuild' }, { type: 'signatures.supersede' }, { type: 'email.schedule', kind: 'incomplete-reminder' }] } });
    // nothing newer any more: the update is not offered, and no second audit event is written
    expect(await updateOutdatedUserWorkflow(database.db, id, ownerId, false)).toEqual({ updated: false });
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('the audit trail', () => {
  it('each accepted step event appends who did it, what it was and where it led; a refused one appends nothing', async () => {
    const id = await startWorkflow({ spouse: true });
    expect((await step(id, { type: 'GO_TO_STEP', step: 6 })).accepted).toBe(false);
    await step(id, { type: 'GO_TO_STEP', step: 5, admin: true }, ownerId);
    await step(id, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: { image: 'x'.repeat(6000) } }, ownerId);
    await step(id, { type: 'NOTIFY_SPOUSE' }, null);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.type, a.actor_id])).toEqual([
      ['GO_TO_STEP', ownerId],
      ['SUBMIT_SIGNATURE', ownerId],
      ['NOTIFY_SPOUSE', null],
    ]);
    expect(audit[0]!.data).toEqual({ event: { step: 5, admin: true }, effects: [{ type: 'email.schedule', kind: 'incomplete-reminder' }], step: 5, respondentStep: null });
    // the drawn signature is not copied into the trail
    expect(audit[1]!.data).toMatchObject({ event: { confirmed: true, signature: 'given' }, effects: [{ type: 'email', template: 'sign', to: 'respondent' }, { type: 'email.schedule', kind: 'incomplete-reminder' }], step: 6, respondentStep: 2 });
  });

  it("the petitioner's agreement, on a form the spouse agreed to and an administrator moved back to step 3, is recorded with the step it led to", async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'GO_TO_STEP', step: 2, admin: true });
    await step(id, { type: 'SEND_SHARE_INVITE', confirmed: true });
    // the spouse's agreement moves the petitioner on to step 4 itself: AGREE is left for a form moved back
    await step(id, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true }, null);
    await step(id, { type: 'GO_TO_STEP', step: 3, admin: true });
    expect((await step(id, { type: 'AGREE', missingRequired: 0 })).accepted).toBe(true);
    const agreed = (await auditOf(id)).at(-1)!;
    expect([agreed.type, agreed.actor_id]).toEqual(['AGREE', ownerId]);
    expect(agreed.data).toMatchObject({ event: { missingRequired: 0 }, step: 4 });
  });

  it('refuses to change or delete an audit event, or to empty the table', async () => {
    const id = await startWorkflow();
    await step(id, { type: 'GO_TO_STEP', step: 2, admin: true });
    await expect(database.db.updateTable('audit_events').set({ type: 'FORGED' }).where('user_workflow_id', '=', id).execute()).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(database.db.deleteFrom('audit_events').where('user_workflow_id', '=', id).execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`truncate audit_events`.execute(database.db)).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('keeps the trail of a user workflow whose account was deleted', async () => {
    const leaving = await newUser();
    const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: leaving });
    await step(id, { type: 'GO_TO_STEP', step: 3, admin: true }, leaving);
    await database.db.deleteFrom('users').where('id', '=', leaving).execute();
    expect(await findUserWorkflow(database.db, id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([expect.objectContaining({ type: 'GO_TO_STEP', actor_id: leaving })]);
  });
});

describe('a transaction that fails after the effects ran', () => {
  it('rolls back the step, the queued e-mail and its job, and the audit event together', async () => {
    const id = await startWorkflow({ spouse: true });
    await step(id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 });
    const emailJobsBefore = (await jobs('send_email')).length;
    const auditBefore = await auditOf(id);

    const failing = database.db.transaction().execute(async (tx) => {
      const shared = await applyStepEvent(tx, id, { type: 'SEND_SHARE_INVITE', confirmed: true }, { actorId: ownerId, context });
      // inside the transaction the effects are there ...
      expect(shared.steps.step).toBe(3);
      expect(await tx.selectFrom('emails').select('id').where('user_workflow_id', '=', id).where('status', '!=', 'scheduled').execute()).toHaveLength(1);
      expect(await tx.selectFrom('audit_events').select('id').where('user_workflow_id', '=', id).execute()).toHaveLength(auditBefore.length + 1);
      throw new Error('the caller failed after the step');
    });
    await expect(failing).rejects.toThrow('the caller failed after the step');

    // ... and after the rollback none of them is
    expect((await findUserWorkflow(database.db, id))!.step).toBe(2);
    expect(await emailsOf(id)).toEqual([]);
    expect(await jobs('send_email')).toHaveLength(emailJobsBefore);
    expect(await auditOf(id)).toEqual(auditBefore);
  });
});

itReadsBackTheAuditTrail(() => database.db, 'workflow-effects.test.ts');
