// Sharing with the spouse against a real PostgreSQL (issue 16): the sharing entries and their limits, the invite
// through the step machine with its e-mail, the respondent's and the petitioner's answers to each other, and a
// table generated from the step machine's events for petitioner steps 1 to 3 and respondent step 1: every event
// type must have an example here, every event the machine allows in a state is applied and checked, and every
// other one is refused with nothing changed (so a new event without a test fails).
import { beforeAll, describe, expect, it } from 'vitest';
import { STEP_MESSAGES, type UserWorkflowEvent } from '@accord/engine';
import { createUser } from '../../db/users';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { inviteSpouse, INVITE_MESSAGES } from '../../app/services/sharing/invite.server';
import { findSharingEntry, formsSharedWith, listSharingEntries, SHARING_MESSAGES, shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';
import { SPOUSE_CARD_MESSAGES } from '../../app/services/sharing/spouse-card.server';
import { handleRespondentAction } from '../../app/services/respondent/respondent-actions.server';
import { loadRespondentGuide } from '../../app/services/respondent/respondent-guide.server';
import { visitAsSpouse } from './support/spouse-visit';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { answerEverything as answerScenario } from './support/scenario-answers';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { describeStepEventTable, EXAMPLE_EVENTS, type StepEventState } from './support/step-event-table';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };

let database: TestDatabase;

function uidOf(title: string): string {
  const element = readSampleWorkflow(SAMPLE.file).elements.find((e) => e.title === title);
  if (!element) throw new Error(`the sample workflow has no element titled ${title}`);
  return element.uid;
}

async function newPerson(label: string, isPetitioner = true) {
  const input = testUserInput({ label });
  const { id } = await createUser(database.db, { ...input, isPetitioner });
  const user: SessionUser = { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'user-basic', isPetitioner, respondentWfid: null, respondentPetitionerEmail: null };
  return user;
}

interface Pair {
  owner: SessionUser;
  spouseEmail: string;
  id: string;
}

/** A petitioner's collaborative user workflow naming a spouse (names optional) in the questionnaire. */
async function startPair(options: { spouseEmail?: string; firstName?: string; lastName?: string } = {}): Promise<Pair> {
  const owner = await newPerson('sharing-owner');
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id });
  const spouseEmail = options.spouseEmail ?? `spouse-${id.toLowerCase()}@example.com`;
  const changes = [
    { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouseEmail },
    { uid: uidOf('RES_FN'), baseVersion: 0, value: options.firstName ?? 'Sam' },
    { uid: uidOf('RES_LN'), baseVersion: 0, value: options.lastName ?? 'Spouse' },
  ].filter((c) => c.value !== '');
  await saveAnswers(database.db, { userWorkflowId: id, userId: owner.id, changes });
  return { owner, spouseEmail, id };
}

/** Every answer of the sample's scenario (all required fields), keeping the spouse the pair names. */
const answerEverything = (pair: Pair) => answerScenario(database.db, pair);

const step = (pair: Pair, event: UserWorkflowEvent, actorId = pair.owner.id) => applyStepEvent(database.db, pair.id, event, { actorId, context });

async function workflowRow(id: string) {
  const row = await findUserWorkflow(database.db, id);
  if (!row) throw new Error(`no user workflow ${id}`);
  return row;
}

async function invite(pair: Pair, reviewType: 'comment' | 'read-only' | 'edit' = 'comment') {
  return inviteSpouse(database.db, { workflow: await workflowRow(pair.id), actorId: pair.owner.id, admin: false, confirmed: true, reviewType, context });
}

/** The respondent guide as `person` opens it, through the route's guard (requireSpouse). */
async function guideAs(person: { id: string }, id: string) {
  return loadRespondentGuide(database.db, await visitAsSpouse(database, person.id, id));
}

async function emailsOf(id: string) {
  // the e-mails a step sends now; the scheduled 7-day reminder is signing.test.ts's
  return database.db.selectFrom('emails').select(['to_email', 'template', 'subject', 'template_data']).where('user_workflow_id', '=', id).where('status', '!=', 'scheduled').orderBy('created_at').orderBy('id').execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('sharing entries', () => {
  it('a form is shared for comment with one person and read-only with one, never for edit, unless the Sharing Logic rule says otherwise', async () => {
    const pair = await startPair();
    const userWorkflow = { ...(await workflowRow(pair.id)) };
    const share = (email: string, reviewType: 'comment' | 'read-only' | 'edit') => shareUserWorkflow(database.db, { userWorkflow, email, name: 'Someone', reviewType, sharedBy: pair.owner.id });
    expect(await share('first@example.com', 'comment')).toMatchObject({ kind: 'shared', created: true });
    expect(await share('second@example.com', 'comment')).toEqual({ kind: 'refused', message: SHARING_MESSAGES.limitReached('comment', 1) });
    expect(await share('reader@example.com', 'read-only')).toMatchObject({ kind: 'shared', created: true });
    expect(await share('editor@example.com', 'edit')).toEqual({ kind: 'refused', message: SHARING_MESSAGES.limitReached('edit', 0) });
    // sharing again with the same person keeps their one entry
    expect(await share('FIRST@example.com', 'comment')).toMatchObject({ kind: 'shared', created: false });
    expect((await listSharingEntries(database.db, pair.id)).map((e) => [e.email, e.review_type])).toEqual([
      ['first@example.com', 'comment'],
      ['reader@example.com', 'read-only'],
    ]);
  });

  it('the owner cannot share the form with their own e-mail', async () => {
    const pair = await startPair();
    const userWorkflow = await workflowRow(pair.id);
    expect(await shareUserWorkflow(database.db, { userWorkflow, email: pair.owner.email, name: 'Me', reviewType: 'comment', sharedBy: pair.owner.id })).toEqual({ kind: 'refused', message: SHARING_MESSAGES.ownEmail });
  });
});

describe('the invite', () => {
  it("moves the petitioner to step 3 and the spouse to step 1, writes the entry and e-mails an invite that opens sign-up with the spouse's details", async () => {
    const pair = await startPair();
    await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    expect(await invite(pair)).toEqual({ kind: 'invited', notices: [STEP_MESSAGES.shared] });
    expect(await workflowRow(pair.id)).toMatchObject({ step: 3, respondent_step: 1 });
    expect(await findSharingEntry(database.db, pair.id, pair.spouseEmail)).toMatchObject({ review_type: 'comment', access: true, name: 'Sam Spouse', is_new: true });
    const [email] = await emailsOf(pair.id);
    expect(email).toMatchObject({ to_email: pair.spouseEmail, template: 'invite' });
    const url = new URL((email!.template_data as { url: string }).url);
    expect(url.pathname).toBe('/create-user');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: pair.spouseEmail, name: 'Sam Spouse', petitioner: pair.owner.email, wfid: pair.id, lng: 'en' });
  });

  it('links a spouse who already has an account to sign-in, keeping the form', async () => {
    const spouse = await newPerson('sharing-spouse-with-account');
    const pair = await startPair({ spouseEmail: spouse.email });
    await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    await invite(pair);
    const url = new URL(((await emailsOf(pair.id))[0]!.template_data as { url: string }).url);
    expect(`${url.pathname}?${url.searchParams}`).toBe(`/sign-in?${new URLSearchParams({ email: spouse.email, wfid: pair.id })}`);
  });

  it("is refused with the share dialog's texts while a name is missing, without the confirmation, and before step 2, leaving no entry and no e-mail", async () => {
    const unnamed = await startPair({ firstName: '', lastName: '' });
    await step(unnamed, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    expect(await invite(unnamed)).toEqual({ kind: 'refused', messages: [SPOUSE_CARD_MESSAGES.dialogFirstName, SPOUSE_CARD_MESSAGES.dialogLastName] });

    const unconfirmed = await startPair();
    await step(unconfirmed, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    expect(await inviteSpouse(database.db, { workflow: await workflowRow(unconfirmed.id), actorId: unconfirmed.owner.id, admin: false, confirmed: false, reviewType: 'comment', context })).toEqual({ kind: 'refused', messages: [INVITE_MESSAGES.confirm] });

    const early = await startPair();
    expect(await invite(early)).toEqual({ kind: 'refused', messages: [INVITE_MESSAGES.notNow] });
    for (const pair of [unnamed, unconfirmed, early]) {
      expect(await listSharingEntries(database.db, pair.id)).toEqual([]);
      expect(await emailsOf(pair.id)).toEqual([]);
      expect((await workflowRow(pair.id)).respondent_step).toBeNull();
    }
  });

  it('a share beyond the limit is refused with a message and the step does not move', async () => {
    const pair = await startPair();
    await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    expect(await invite(pair, 'edit')).toEqual({ kind: 'refused', messages: [SHARING_MESSAGES.limitReached('edit', 0)] });
    expect(await workflowRow(pair.id)).toMatchObject({ step: 2, respondent_step: null });
  });
});

describe('the spouses answer each other', () => {
  async function sharedPair() {
    const pair = await startPair();
    await answerEverything(pair);
    await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
    await invite(pair);
    const spouse = await newPerson('sharing-spouse', false);
    await database.db.updateTable('users').set({ email: pair.spouseEmail }).where('id', '=', spouse.id).execute();
    return { ...pair, spouse: { ...spouse, email: pair.spouseEmail } };
  }

  async function respond(pair: Awaited<ReturnType<typeof sharedPair>>, intent: 'send-back' | 'agree' | 'restart', fields: Record<string, string> = {}) {
    const form = new FormData();
    // the agreement posts the answers its page showed, as the page's hidden field does
    const shown = intent === 'agree' ? (await guideAs(pair.spouse, pair.id)).answersSha256 : null;
    if (shown) form.set('answersSha256', shown);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const entry = await findSharingEntry(database.db, pair.id, pair.spouse.email);
    return handleRespondentAction(database.db, intent, { user: pair.spouse, workflow: await workflowRow(pair.id), entry, admin: false, form, context });
  }

  it('the spouse sends back, the petitioner finishes replying, the spouse agrees, and each side is e-mailed', async () => {
    const pair = await sharedPair();
    expect(await formsSharedWith(database.db, pair.spouse.email)).toMatchObject([{ id: pair.id, owner_email: pair.owner.email }]);
    expect((await guideAs(pair.spouse, pair.id)).missingRequired).toBe(0);
    expect(await respond(pair, 'send-back')).toEqual({ kind: 'done', notices: [STEP_MESSAGES.waitingForSpouse] });
    expect(await findSharingEntry(database.db, pair.id, pair.spouse.email)).toMatchObject({ comments_disabled: true, confirmation_response: 'sent-back', confirmation_at: expect.any(Date) });
    expect((await guideAs(pair.spouse, pair.id)).message).toBe('sentBack');
    // while the petitioner replies, the spouse can neither agree nor send back again
    expect(await respond(pair, 'agree', { terms: 'on' })).toEqual({ kind: 'refused', reason: 'notNow' });

    expect((await step(pair, { type: 'FINISH_REPLYING' })).accepted).toBe(true);
    expect(await findSharingEntry(database.db, pair.id, pair.spouse.email)).toMatchObject({ comments_disabled: false });
    expect(await respond(pair, 'agree')).toEqual({ kind: 'refused', reason: 'terms' });
    expect(await respond(pair, 'agree', { terms: 'on' })).toEqual({ kind: 'done', notices: [STEP_MESSAGES.respondentAgreed] });
    expect(await workflowRow(pair.id)).toMatchObject({ step: 4, respondent_step: 2 });
    // the spouse's confirmed answer and its time (end-user-journey.md §3 sharing entry user.confirmation {response, time})
    expect(await findSharingEntry(database.db, pair.id, pair.spouse.email)).toMatchObject({ agreed_with_spouse: true, confirmation_response: 'agreed', confirmation_at: expect.any(Date) });
    expect((await guideAs(pair.spouse, pair.id)).agreed).toBe(true);
    expect((await emailsOf(pair.id)).map((e) => [e.template, e.to_email])).toEqual([
      ['invite', pair.spouseEmail],
      ['sent-back', pair.owner.email],
      ['share', pair.spouseEmail],
      ['agreed', pair.owner.email],
    ]);
  });

  it("the spouse's restart withdraws the agreement, sends the petitioner back to step 3 and e-mails them a 'disagreement'", async () => {
    const pair = await sharedPair();
    await respond(pair, 'agree', { terms: 'on' });
    expect(await respond(pair, 'restart')).toEqual({ kind: 'refused', reason: 'confirmRestart' });
    expect(await respond(pair, 'restart', { confirm: 'on' })).toMatchObject({ kind: 'done' });
    expect(await workflowRow(pair.id)).toMatchObject({ step: 3, respondent_step: 1 });
    expect(await findSharingEntry(database.db, pair.id, pair.spouse.email)).toMatchObject({ agreed_with_spouse: false, confirmation_response: 'withdrawn' });
    expect((await emailsOf(pair.id)).at(-1)).toMatchObject({ template: 'disagreement', to_email: pair.owner.email });
  });

  it('the spouse cannot agree while required fields are unanswered, and is told how many', async () => {
    const pair = await startPair();
    await step(pair, EXAMPLE_EVENTS.PROCEED_TO_SHARE);
    await invite(pair);
    const spouse = { ...(await newPerson('sharing-spouse-early', false)), email: pair.spouseEmail };
    await database.db.updateTable('users').set({ email: pair.spouseEmail }).where('id', '=', spouse.id).execute();
    const missing = (await guideAs(spouse, pair.id)).missingRequired;
    expect(missing).toBeGreaterThan(0);
    const form = new FormData();
    form.set('terms', 'on');
    const entry = await findSharingEntry(database.db, pair.id, spouse.email);
    expect(await handleRespondentAction(database.db, 'agree', { user: spouse, workflow: await workflowRow(pair.id), entry, admin: false, form, context })).toEqual({ kind: 'refused', reason: 'missing', missing });
  });

  it('without access the spouse may read the form but neither agree nor send it back', async () => {
    const pair = await sharedPair();
    await database.db.updateTable('sharing_entries').set({ access: false }).where('user_workflow_id', '=', pair.id).execute();
    expect((await guideAs(pair.spouse, pair.id)).choices).toEqual({ sendBack: false, agree: false, restart: false });
    expect(await respond(pair, 'send-back')).toEqual({ kind: 'refused', reason: 'noAccess' });
    expect(await respond(pair, 'agree', { terms: 'on' })).toEqual({ kind: 'refused', reason: 'noAccess' });
  });

  it("the petitioner's restart deletes the sharing entries: the spouse loses the form", async () => {
    const pair = await sharedPair();
    expect((await step(pair, { type: 'RESTART', confirmed: true })).accepted).toBe(true);
    expect(await listSharingEntries(database.db, pair.id)).toEqual([]);
    await expect(guideAs(pair.spouse, pair.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a third person gets 404 from the respondent guide of a form not shared with them', async () => {
    const pair = await sharedPair();
    const stranger = await newPerson('sharing-stranger', false);
    await expect(guideAs(stranger, pair.id)).rejects.toMatchObject({ status: 404 });
  });
});

// ---- the step machine's events, generated -------------------------------------------------------------------

/** The states of petitioner steps 1 to 3 and respondent step 1, each reached through the app's own services. */
const STATES: Record<string, StepEventState<Pair>> = {
  'petitioner step 1': {
    reach: async () => {},
    at: { step: 1, respondentStep: null },
    accepted: { PAYMENT_COMPLETED: { step: 1, respondentStep: null }, PROCEED_TO_SHARE: { step: 2, respondentStep: null } },
    refused: [{ type: 'RESTART', confirmed: true }],
  },
  'petitioner step 2': {
    reach: async (pair) => void (await step(pair, EXAMPLE_EVENTS.PROCEED_TO_SHARE)),
    at: { step: 2, respondentStep: null },
    accepted: {
      PAYMENT_COMPLETED: { step: 2, respondentStep: null },
      SEND_SHARE_INVITE: { step: 3, respondentStep: 1 },
      BACK_TO_QUESTIONNAIRE: { step: 1, respondentStep: null },
      RESTART: { step: 1, respondentStep: 1 },
    },
    refused: [
      { type: 'SEND_SHARE_INVITE', confirmed: false, spouseEmail: 'sam@example.com' },
      { type: 'SEND_SHARE_INVITE', confirmed: true, spouseEmail: 'not an e-mail' },
      { type: 'BACK_TO_QUESTIONNAIRE', confirmed: false },
    ],
  },
  'petitioner step 3 with the spouse on step 1 (reviewing)': {
    reach: async (pair) => {
      await step(pair, EXAMPLE_EVENTS.PROCEED_TO_SHARE);
      await invite(pair);
    },
    at: { step: 3, respondentStep: 1 },
    accepted: {
      PAYMENT_COMPLETED: { step: 3, respondentStep: 1 },
      RESTART: { step: 1, respondentStep: 1 },
      RESPONDENT_AGREE: { step: 4, respondentStep: 2 },
      RESPONDENT_SEND_BACK: { step: 3, respondentStep: 1 },
    },
    refused: [
      { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: false },
      { type: 'RESPONDENT_AGREE', termsAccepted: false, missingRequired: 0, access: true },
      { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 2, access: true },
      { type: 'RESPONDENT_SEND_BACK', access: false },
      { type: 'RESTART', confirmed: false },
    ],
  },
  'petitioner step 3 after the spouse sent the form back': {
    reach: async (pair) => {
      await step(pair, EXAMPLE_EVENTS.PROCEED_TO_SHARE);
      await invite(pair);
      await step(pair, EXAMPLE_EVENTS.RESPONDENT_SEND_BACK);
    },
    at: { step: 3, respondentStep: 1 },
    accepted: {
      PAYMENT_COMPLETED: { step: 3, respondentStep: 1 },
      SEND_BACK_FOR_SPOUSAL_REVIEW: { step: 3, respondentStep: 1 },
      FINISH_REPLYING: { step: 3, respondentStep: 1 },
      RESTART: { step: 1, respondentStep: 1 },
    },
    refused: [],
  },
};

describeStepEventTable("the step machine's events for petitioner steps 1 to 3 and respondent step 1", {
  db: () => database.db,
  examples: EXAMPLE_EVENTS,
  states: STATES,
  start: () => startPair(),
  send: (pair, event) => step(pair, event),
  facts: { access: true },
});

itReadsBackTheAuditTrail(() => database.db, 'sharing.test.ts');
