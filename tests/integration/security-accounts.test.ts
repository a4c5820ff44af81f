// Issue 14's findings in the account rules, against a real PostgreSQL: who may be a respondent, sign-in limits
// under parallel and hostile attempts, reset links, reset password strength and password changes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attemptSignIn,
  changePassword,
  isResetCodeValid,
  requestPasswordReset,
  resetPassword,
  type AccountContext,
} from '../../app/services/accounts/account-service.server';
import { createSession, lookupSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { loadRespondentGuide } from '../../app/services/respondent/respondent-guide.server';
import { visitAsSpouse } from './support/spouse-visit';
import { shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createQuestionChallenge } from '../../app/services/accounts/captcha.server';
import { rateLimitMessage } from '../../app/services/accounts/rate-limit.server';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
const PASSWORD = 'Cobalt-Meadow-Fern-72';
const context = (ip: string): AccountContext => ({
  ip,
  origin: 'https://accord.example',
  env: { MAIL_FROM: 'Accord <no-reply@accord.local>', APP_TIME_ZONE: 'America/Denver', MAILCHIMP_API_KEY: undefined, MAILCHIMP_LIST_ID: undefined },
});

let counter = 0;
async function newUser(overrides: { firstName?: string; lastName?: string; isPetitioner?: boolean; respondentData?: { petitioner_email: string; wfid: string | null } } = {}) {
  const email = `person-${++counter}@example.com`;
  const { id } = await createUser(database.db, {
    email, password: PASSWORD, firstName: overrides.firstName ?? 'Lee', lastName: overrides.lastName ?? 'Marsh', dateOfBirth: '1982-07-09',
    phoneNumber: '801-555-0120', addressStreet1: '9 Oak Lane', addressCity: 'Orem', addressState: 'Utah', addressZipCode: '84057',
    permissionToContact: false, verified: true, termsAccepted: true, isPetitioner: overrides.isPetitioner ?? true,
    respondentData: overrides.respondentData ?? null,
  });
  return { id, email };
}

async function lastResetCode(email: string): Promise<string> {
  const row = await database.db.selectFrom('emails').select('template_data').where('to_email', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return new URL((row.template_data as { url: string }).url).searchParams.get('code')!;
}

/** A captcha question answered as a person would. */
async function captchaProof(): Promise<{ captchaChallenge: string; captchaAnswer: string }> {
  const challenge = await createQuestionChallenge(database.db);
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(challenge.question)!;
  return { captchaChallenge: challenge.token, captchaAnswer: String(words.indexOf(a!) + words.indexOf(b!)) };
}
const request = (cookie = '') => new Request('https://accord.example/user-profile', { headers: cookie ? { Cookie: cookie.split(';')[0]! } : {} });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('issue 14, Medium', () => {
  it('4. a sign-up that claims to be the respondent of any form gets 404; only the owner sharing the form with the verified e-mail grants access', async () => {
    const owner = await newUser();
    const { id: workflowId } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[1]!.publishedId, ownerId: owner.id });
    const claimant = await newUser({ isPetitioner: false, respondentData: { petitioner_email: owner.email, wfid: workflowId } });
    const guideAs = async (u: { id: string }) => loadRespondentGuide(database.db, await visitAsSpouse(database, u.id, workflowId));
    await expect(guideAs(claimant)).rejects.toMatchObject({ status: 404 });

    const invited = await newUser({ isPetitioner: false, respondentData: { petitioner_email: owner.email, wfid: workflowId } });
    const RES_EADD = 'EFW9yJb675ww';
    await saveAnswers(database.db, { userWorkflowId: workflowId, userId: owner.id, changes: [{ uid: RES_EADD, baseVersion: 0, value: invited.email.toUpperCase() }] });
    // naming the spouse in the questionnaire is not sharing yet
    await expect(guideAs(invited)).rejects.toMatchObject({ status: 404 });
    const userWorkflow = { id: workflowId, published_workflow_id: SAMPLE_WORKFLOWS[1]!.publishedId, collaborate: true, owner_email: owner.email };
    await shareUserWorkflow(database.db, { userWorkflow, email: invited.email.toUpperCase(), name: 'Lee Marsh', reviewType: 'comment', sharedBy: owner.id });
    await expect(guideAs(invited)).resolves.toMatchObject({ id: workflowId });
    await expect(guideAs(claimant)).rejects.toMatchObject({ status: 404 });
  });
});

describe('issue 14, Low', () => {
  it('11. issuing or using a reset link ends the older ones', async () => {
    const user = await newUser();
    await requestPasswordReset(database.db, user.email, context('198.51.100.11'));
    const first = await lastResetCode(user.email);
    await requestPasswordReset(database.db, user.email, context('198.51.100.11'));
    const second = await lastResetCode(user.email);
    expect(await isResetCodeValid(database.db, first)).toBe(false);
    expect(await resetPassword(database.db, second, 'Saffron-Canyon-Bell-31')).toEqual({ email: user.email });
    expect(await resetPassword(database.db, first, 'Other-Canyon-Bell-31')).toBeUndefined();
  });

  it('12. the reset refuses a password the sign-up calls too weak, such as the name and a digit', async () => {
    const user = await newUser({ firstName: 'Bob', lastName: 'Probe' });
    await requestPasswordReset(database.db, user.email, context('198.51.100.12'));
    const code = await lastResetCode(user.email);
    expect(await resetPassword(database.db, code, 'bobprobe1')).toEqual({ refused: 'weak' });
    expect(await isResetCodeValid(database.db, code)).toBe(true); // a refused password does not use the link up
  });

  it('13. changing the password ends the other sessions, and wrong current passwords are limited', async () => {
    const user = await newUser();
    const here = await createSession(database.db, request(), user.id);
    const elsewhere = await createSession(database.db, request(), user.id);
    const current = await lookupSession(request(here), database.db);
    if (current.status !== 'active') throw new Error('the session should be active');
    expect(await changePassword(database.db, { userId: user.id, keepSessionId: current.sessionId }, PASSWORD, 'Indigo-River-Stone-44')).toBe('changed');
    expect((await lookupSession(request(here), database.db)).status).toBe('active');
    expect((await lookupSession(request(elsewhere), database.db)).status).not.toBe('active');

    const outcomes = [];
    for (let i = 0; i < 11; i++) outcomes.push(await changePassword(database.db, { userId: user.id, keepSessionId: current.sessionId }, `Wrong-${i}-Guess`, 'Indigo-River-Stone-45'));
    expect(outcomes.slice(0, 10).every((o) => o === 'wrong-current')).toBe(true);
    expect(outcomes[10]).toBe('rate-limited');
  });

  it('17. wrong passwords from one client do not lock the account for its owner on another client', async () => {
    const user = await newUser();
    for (let i = 0; i < 12; i++) await attemptSignIn(database.db, { email: user.email, password: `Attacker-${i}-guess` }, context('203.0.113.66'));
    expect(await attemptSignIn(database.db, { email: user.email, password: 'Attacker-99-guess' }, context('203.0.113.66'))).toMatchObject({ kind: 'rate-limited' });
    // ten failures on the account: the owner's other client is not locked out, it proves it is a person
    expect(await attemptSignIn(database.db, { email: user.email, password: PASSWORD, ...(await captchaProof()) }, context('192.0.2.10'))).toMatchObject({ kind: 'signed-in' });
  });

  it('30.9 ten addresses with ten wrong passwords each lock no address out: the captcha is asked until a success, and the wait said is the real one', async () => {
    const user = await newUser();
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) await attemptSignIn(database.db, { email: user.email, password: `Guess-${address}-${i}` }, context(`198.51.100.${address}`));
    }
    // an address with no failures of its own is not told to wait: it is asked for the captcha's proof
    expect(await attemptSignIn(database.db, { email: user.email, password: PASSWORD }, context('192.0.2.77'))).toEqual({ kind: 'captcha-required' });
    expect(await attemptSignIn(database.db, { email: user.email, password: 'Still-guessing-1', ...(await captchaProof()) }, context('192.0.2.77'))).toEqual({ kind: 'wrong-password' });
    expect(await attemptSignIn(database.db, { email: user.email, password: PASSWORD }, context('192.0.2.77'))).toEqual({ kind: 'captcha-required' });
    expect(await attemptSignIn(database.db, { email: user.email, password: PASSWORD, ...(await captchaProof()) }, context('192.0.2.77'))).toMatchObject({ kind: 'signed-in' });
    // after the success, no captcha until the next ten failures
    expect(await attemptSignIn(database.db, { email: user.email, password: PASSWORD }, context('192.0.2.78'))).toMatchObject({ kind: 'signed-in' });
    // an address that failed ten times itself waits, and is told how long is really left of its window
    await database.db.updateTable('rate_limits').set({ window_started_at: new Date(Date.now() - 11 * 60_000) }).where('bucket', '=', `sign-in-client:198.51.100.1:${user.email}`).execute();
    const limited = await attemptSignIn(database.db, { email: user.email, password: PASSWORD }, context('198.51.100.1'));
    expect(limited).toMatchObject({ kind: 'rate-limited' });
    if (limited.kind === 'rate-limited') expect(rateLimitMessage(limited.retryAfterSeconds)).toContain('wait 4 minutes');
  });
});
