// E-mails in the recipient's language (issue 35, item 2), through the product's own senders against a real
// PostgreSQL: the invite to a spouse without an account in the language the share dialog chose (its link starts the
// sign-up in it), every step e-mail, the reminder and the follow-up, the account-deletion e-mails, each in the
// language of the person it goes to, subject (as the e-mail row keeps it) and text part (as the worker renders it).
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOwnAccount } from '../../app/services/admin/account-deletion.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { setUserLanguage } from '../../app/services/accounts/users.server';
import { sendStepEmail } from '../../app/services/user-workflow/send-step-email.server';
import { scheduleEmail } from '../../app/services/user-workflow/scheduled-emails.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { renderEmail, type EmailTemplateName } from '../../templates/emails/index';
import { WORKFLOW_STEP_KINDS } from '../../templates/emails/workflow-step';
import { TEST_PASSWORD } from '../support/test-users';
import { uidOf } from '../support/utah-with-children';
import { newPerson, SHARING_CONTEXT, sharedForm } from './support/shared-form';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

/** The person chooses Spanish (the language switch's and the profile's way). */
const speaksSpanish = (userId: string) => setUserLanguage(database.db, userId, 'es');

async function emailsTo(email: string) {
  return database.db.selectFrom('emails').select(['to_name', 'subject', 'template', 'template_data', 'status']).where('to_email', '=', email.toLowerCase()).orderBy('created_at').execute();
}

/** The text part the worker sends for this row. */
async function textOf(row: { to_name: string; template: string | null; template_data: unknown }) {
  return (await renderEmail(row.template as EmailTemplateName, row.to_name, row.template_data as Record<string, unknown>, 'help@accord.test')).text;
}

/** A petitioner's form at step 2 naming a spouse who has no account. */
async function formWithSpouseWithoutAccount(label: string) {
  const owner = await newPerson(database.db, label);
  const spouseEmail = `${label}-spouse@example.com`;
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
  const changes = [
    { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouseEmail },
    { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Lucía' },
    { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Ortega' },
  ];
  await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes });
  await applyStepEvent(database.db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true }, { actorId: owner.id, context: SHARING_CONTEXT });
  return { owner, spouseEmail, id, workflow: (await findUserWorkflow(database.db, id))! };
}

describe('the invite to a spouse without an account', () => {
  it('goes in the language the share dialog chose, kept on the sharing entry, and its link starts the sign-up in it', async () => {
    const { owner, spouseEmail, id, workflow } = await formWithSpouseWithoutAccount('invite-es');
    expect(await inviteSpouse(database.db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', language: 'es', context: SHARING_CONTEXT })).toMatchObject({ kind: 'invited' });
    expect(await database.db.selectFrom('sharing_entries').select('language').where('user_workflow_id', '=', id).executeTakeFirstOrThrow()).toEqual({ language: 'es' });
    const [invite] = await emailsTo(spouseEmail);
    const from = `${owner.firstName} ${owner.lastName}`;
    expect(invite).toMatchObject({ template: 'invite', subject: `${from} le pide que revise "${workflow.name}"`, template_data: expect.objectContaining({ language: 'es' }) });
    expect(new URL((invite!.template_data as { url: string }).url).searchParams.get('lng')).toBe('es');
    const text = await textOf(invite!);
    expect(text).toContain('Hola, Lucía Ortega:');
    expect(text).toContain('Tómese su tiempo.');
    expect(text).toContain('Revisar el cuestionario');
    expect(text).not.toMatch(/Hello|Review the questionnaire|If the button/);
  });

  it("follows the petitioner's own language when the dialog named none", async () => {
    const { owner, spouseEmail, workflow } = await formWithSpouseWithoutAccount('invite-default');
    await speaksSpanish(owner.id);
    await inviteSpouse(database.db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', context: SHARING_CONTEXT });
    expect((await emailsTo(spouseEmail))[0]!.subject).toContain('le pide que revise');
  });

  it('goes in English when the petitioner chose English for a spouse, whatever the petitioner reads', async () => {
    const { owner, spouseEmail, workflow } = await formWithSpouseWithoutAccount('invite-en');
    await speaksSpanish(owner.id);
    await inviteSpouse(database.db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', language: 'en', context: SHARING_CONTEXT });
    const [invite] = await emailsTo(spouseEmail);
    expect(invite!.subject).toContain('has asked you to review');
    expect(await textOf(invite!)).toContain('Take your time.');
  });
});

describe('every step e-mail', () => {
  // the first words of each kind's text part in Spanish, beside its subject
  const SPANISH: Record<(typeof WORKFLOW_STEP_KINDS)[number], { subject: RegExp; text: string }> = {
    invite: { subject: /le pide que revise/, text: 'Tómese su tiempo.' },
    share: { subject: /le devolvió .* para que lo revise/, text: 'respondió a su revisión de' },
    agreed: { subject: /aceptó todos los términos de/, text: 'Su cónyuge aceptó todos los términos.' },
    sign: { subject: /^Revise y firme electrónicamente/, text: 'agregue su firma electrónica' },
    signed: { subject: /firmó "/, text: 'Su cónyuge ya firmó.' },
    completed: { subject: /está firmado por ustedes dos$/, text: 'período de espera de 30 días' },
    disagreement: { subject: /ya no está de acuerdo con/, text: 'retiró su aceptación de' },
    'sign-again': { subject: /^Firme de nuevo/, text: 'Lamentamos la molestia.' },
    'sent-back': { subject: /le devolvió .* con comentarios$/, text: 'en lugar de aceptarlo' },
    restarted: { subject: /empezó de nuevo/, text: 'ya no está compartido con usted' },
    'answers-changed': { subject: /^Cambiaron respuestas de/, text: 'Su aceptación, y cualquier firma dada sobre ella, ya no cuenta' },
  };

  it.each(WORKFLOW_STEP_KINDS)("'%s' to a petitioner who reads Spanish: its subject and text part are Spanish", async (kind) => {
    const { owner, id } = await sharedForm(database.db);
    await speaksSpanish(owner.id);
    const workflow = (await database.db.selectFrom('user_workflows').select(['id', 'owner_id', 'published_workflow_id', 'form_id', 'name']).where('id', '=', id).executeTakeFirstOrThrow());
    await database.db.transaction().execute((tx) => sendStepEmail(tx, workflow, { type: 'email', template: kind, to: 'petitioner' }, { type: 'AGREE' } as never, SHARING_CONTEXT));
    const row = (await emailsTo(owner.email)).find((e) => e.template === kind)!;
    expect(row.subject).toMatch(SPANISH[kind].subject);
    expect(row.subject).toContain(workflow.name);
    const text = await textOf(row);
    expect(text).toContain(SPANISH[kind].text);
    expect(text).toContain(`Hola, ${owner.firstName} ${owner.lastName}:`);
    expect(text).not.toMatch(/Hello|If the button does not work/);
  });

  it('through the step machine, each spouse gets the signed and completed e-mails in their own language', async () => {
    const { owner, spouse, id } = await sharedForm(database.db);
    await speaksSpanish(owner.id);
    const step = (event: Parameters<typeof applyStepEvent>[2]) => applyStepEvent(database.db, id, event, { actorId: owner.id, context: SHARING_CONTEXT });
    await step({ type: 'GO_TO_STEP', step: 6, admin: true });
    await step({ type: 'RESPONDENT_GO_TO_STEP', step: 2, admin: true });
    await step({ type: 'RESPONDENT_SUBMIT_SIGNATURE', confirmed: true, signature: { url: 'user-workflows/x/signatures/sig.svg' }, admin: true });
    const petitioner = (await emailsTo(owner.email)).filter((e) => e.template === 'signed' || e.template === 'completed');
    expect(petitioner.map((e) => e.template).sort()).toEqual(['completed', 'signed']);
    for (const row of petitioner) expect(await textOf(row)).toContain('Hola,');
    expect(petitioner.find((e) => e.template === 'signed')!.subject).toMatch(/firmó "/);
    const spouseCompleted = (await emailsTo(spouse.email)).find((e) => e.template === 'completed')!;
    expect(spouseCompleted.subject).toMatch(/is signed by both of you$/);
    expect(await textOf(spouseCompleted)).toContain('Hello');
  });
});

describe('the reminder and the follow-up', () => {
  it('a reminder scheduled while the petitioner read English goes in Spanish once they choose Spanish', async () => {
    const { owner } = await sharedForm(database.db);
    const before = (await emailsTo(owner.email)).find((e) => e.template === 'incomplete-reminder' && e.status === 'scheduled')!;
    expect(before.subject).toMatch(/is waiting for you$/);
    await speaksSpanish(owner.id);
    const after = (await emailsTo(owner.email)).find((e) => e.template === 'incomplete-reminder' && e.status === 'scheduled')!;
    expect(after.subject).toMatch(/le está esperando$/);
    expect(await textOf(after)).toContain('No hay prisa');
  });

  it.each([
    ['incomplete-reminder', /le está esperando$/, 'No hay prisa: todo lo que escribió está guardado.'],
    ['completion-follow-up', /^Han pasado 30 días desde que se completó/, 'Sus documentos firmados se quedan en su cuenta'],
  ] as const)("'%s' to a petitioner who reads Spanish", async (kind, subject, text) => {
    const { owner, id } = await sharedForm(database.db);
    await speaksSpanish(owner.id);
    await database.db.transaction().execute((tx) => scheduleEmail(tx, id, kind, { context: SHARING_CONTEXT }));
    const row = (await emailsTo(owner.email)).find((e) => e.template === kind && e.status === 'scheduled')!;
    expect(row.subject).toMatch(subject);
    expect(await textOf(row)).toContain(text);
  });
});

describe('deleting an account', () => {
  it('tells the Spanish-speaking petitioner the spouse left, and says goodbye to the spouse in their own Spanish', async () => {
    const { owner, spouse } = await sharedForm(database.db);
    await speaksSpanish(owner.id);
    await speaksSpanish(spouse.id);
    expect(await deleteOwnAccount(database.db, spouse.id, TEST_PASSWORD, { env: { MAIL_FROM: 'Accord <no-reply@accord.test>', APP_TIME_ZONE: 'America/Denver' } })).toBe('deleted');
    const left = (await emailsTo(owner.email)).find((e) => e.template === 'spouse-left')!;
    expect(left.subject).toMatch(/dejó el formulario '/);
    expect(await textOf(left)).toContain('Sus respuestas se conservan.');
    const [goodbye] = await emailsTo(spouse.email);
    expect(goodbye).toMatchObject({ template: 'account-deleted', subject: 'Su cuenta de Accord se eliminó' });
    expect(await textOf(goodbye!)).toContain('Si usted no lo pidió, escríbanos de inmediato.');
  });

  it('tells a spouse without an account, in the language chosen for them, that the form is withdrawn', async () => {
    const { owner, spouseEmail, workflow } = await formWithSpouseWithoutAccount('withdrawn-es');
    await inviteSpouse(database.db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', language: 'es', context: SHARING_CONTEXT });
    expect(await deleteOwnAccount(database.db, owner.id, TEST_PASSWORD, { env: { MAIL_FROM: 'Accord <no-reply@accord.test>', APP_TIME_ZONE: 'America/Denver' } })).toBe('deleted');
    const withdrawn = (await emailsTo(spouseEmail)).find((e) => e.template === 'form-withdrawn')!;
    expect(withdrawn.subject).toMatch(/retiró el formulario '/);
    expect(await textOf(withdrawn)).toContain('ya no puede abrirlo');
  });
});
