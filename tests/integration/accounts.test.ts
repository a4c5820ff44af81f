// Accounts against a real PostgreSQL: sign-up with its e-mail and hashed single-use tokens, the sign-in rate
// limit shared by app processes, password reset expiry, idle sessions, both captcha kinds, the newsletter's
// Mailchimp job and the seeded accounts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { seedAccounts, SEEDED_ACCOUNTS } from '../../db/seed';
import {
  attemptSignIn,
  requestPasswordReset,
  resetPassword,
  signUp,
  verifyEmailCode,
  type AccountContext,
  type SignUpInput,
} from '../../app/services/accounts/account-service.server';
import { createAltchaChallenge, createQuestionChallenge, verifyAltchaPayload, verifyQuestionAnswer } from '../../app/services/accounts/captcha.server';
import { createSession, lookupSession } from '../../app/services/accounts/sessions.server';
import { hashToken } from '../../app/services/accounts/tokens.server';
import { createUser } from '../../db/users';
import { subscribeToNewsletter } from '../../app/services/newsletter.server';
import { sendSubscriptionToMailchimp } from '../../lib/mailchimp.server';
import { updateSettings } from '../../app/services/settings.server';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
const context: AccountContext = {
  ip: '203.0.113.7',
  origin: 'https://accord.example',
  env: { MAIL_FROM: 'Accord <no-reply@accord.local>', APP_TIME_ZONE: 'America/Denver', MAILCHIMP_API_KEY: undefined, MAILCHIMP_LIST_ID: undefined },
};

beforeAll(async () => {
  database = await createTestDatabase();
});

let counter = 0;
const email = (label: string) => `${label}-${++counter}@example.com`;

async function questionAnswer() {
  const challenge = await createQuestionChallenge(database.db);
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(challenge.question)!;
  return { captchaChallenge: challenge.token, captchaAnswer: String(words.indexOf(a!) + words.indexOf(b!)) };
}

async function signUpInput(overrides: Partial<SignUpInput> = {}): Promise<SignUpInput> {
  return {
    email: email('new'),
    password: 'Juniper-Lantern-41',
    spouseStarted: 'no',
    spouseEmail: email('spouse'),
    spouseFirstName: 'Sam',
    spouseLastName: 'Rivera',
    firstName: 'Jordan',
    lastName: 'Rivera',
    dateOfBirth: '1986-04-12',
    phoneNumber: '801-555-0199',
    addressStreet1: '12 Canyon Road',
    addressCity: 'Ogden',
    addressState: 'Utah',
    addressZipCode: '84401',
    permissionToContact: false,
    ...(await questionAnswer()),
    ...overrides,
  };
}

function linkCode(url: string): string {
  return new URL(url).searchParams.get('code')!;
}

async function lastEmailUrl(to: string): Promise<string> {
  const row = await database.db
    .selectFrom('emails')
    .select(['template_data'])
    .where('to_email', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return (row.template_data as { url: string }).url;
}

describe('sign-up and verification', () => {
  it('creates an unverified user with an argon2id hash and sends a verification link whose token is stored only hashed', async () => {
    const input = await signUpInput();
    expect(await signUp(database.db, input, context)).toMatchObject({ kind: 'created' });
    const user = await database.db.selectFrom('users').select(['password_hash', 'email_verified_at', 'is_petitioner', 'petitioner_data']).where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.email_verified_at).toBeNull();
    expect(user.petitioner_data).toMatchObject({ respondent_email: input.spouseEmail });
    const url = await lastEmailUrl(input.email);
    expect(url).toMatch(/^https:\/\/accord\.example\/verify-user\?mode=verifyEmail&code=/);
    const code = linkCode(url);
    const stored = await database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((t) => t.token_hash)).toContain(hashToken(code));
    expect(stored.map((t) => t.token_hash)).not.toContain(code);

    expect(await attemptSignIn(database.db, { email: input.email, password: input.password }, context)).toEqual({ kind: 'unverified' });
    expect(await verifyEmailCode(database.db, code)).toEqual({ email: input.email });
    // single use
    expect(await verifyEmailCode(database.db, code)).toBeUndefined();
    expect(await attemptSignIn(database.db, { email: input.email, password: input.password }, context)).toMatchObject({ kind: 'signed-in' });
  });

  it('makes the user a respondent when the spouse who started exists, and refuses an unknown one', async () => {
    const petitioner = await signUpInput();
    await signUp(database.db, petitioner, context);
    expect(await signUp(database.db, await signUpInput({ spouseStarted: 'yes', spouseEmail: email('nobody') }), context)).toEqual({ kind: 'spouse-not-found' });
    // a spouse who already started is information, not a refusal (end-user-journey.md §4, E4.9)
    expect(await signUp(database.db, await signUpInput({ spouseStarted: 'no', spouseEmail: petitioner.email }), context)).toMatchObject({ kind: 'created', spouseStarted: true });
    const respondent = await signUpInput({ spouseStarted: 'yes', spouseEmail: petitioner.email, wfid: 'wf-1' });
    await signUp(database.db, respondent, context);
    const row = await database.db.selectFrom('users').select(['is_petitioner', 'respondent_data']).where('email', '=', respondent.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_petitioner: false, respondent_data: { petitioner_email: petitioner.email, wfid: 'wf-1' } });
    expect(await signUp(database.db, await signUpInput({ email: petitioner.email }), context)).toEqual({ kind: 'exists' });
  });

  it('accepts a captcha answer once, and refuses a wrong or replayed one', async () => {
    const input = await signUpInput();
    expect(await signUp(database.db, { ...input, captchaAnswer: '99' }, context)).toEqual({ kind: 'captcha-failed' });
    const fresh = await questionAnswer();
    expect(await verifyQuestionAnswer(database.db, fresh.captchaChallenge, fresh.captchaAnswer)).toBe(true);
    expect(await verifyQuestionAnswer(database.db, fresh.captchaChallenge, fresh.captchaAnswer)).toBe(false);
  });

  it("costs the browser thousands of tries, or a handful with TEST_CAPTCHA_LIGHT (the e2e apps'), and is checked the same", async () => {
    for (const light of [false, true]) {
      const challenge = await createAltchaChallenge(database.db, { light });
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution).not.toBeNull();
      if (light) expect(solution!.counter).toBeLessThanOrEqual(5);
      else expect(solution!.counter).toBeGreaterThanOrEqual(1_000);
      expect(await verifyAltchaPayload(database.db, Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))).toBe(true);
    }
  });

  it('verifies a solved ALTCHA challenge once', async () => {
    const challenge = await createAltchaChallenge(database.db);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await verifyAltchaPayload(database.db, payload)).toBe(true);
    expect(await verifyAltchaPayload(database.db, payload)).toBe(false);
    expect(await verifyAltchaPayload(database.db, Buffer.from(JSON.stringify({ challenge, solution: { ...solution!, counter: solution!.counter + 1 } })).toString('base64'))).toBe(false);
  });
});

describe('sign-in rate limit', () => {
  it('gives eleven wrong passwords in a row the rate-limit answer and does not check a twelfth, in any app process', async () => {
    const user = { email: email('limited'), password: 'Maple-Kettle-77' };
    await createUser(database.db, { ...user, verified: true, firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', phoneNumber: '801-555-0100', addressStreet1: 'x', addressCity: 'y', addressState: 'Utah', addressZipCode: '84000', permissionToContact: false });
    // a second pool stands for a second app process on the same database
    const other = createDatabase(database.connectionString, 2);
    try {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const db = attempt % 2 ? database.db : other.db;
        expect(await attemptSignIn(db, { email: user.email, password: `Wrong-${attempt}` }, context)).toEqual({ kind: 'wrong-password' });
      }
      expect(await attemptSignIn(other.db, { email: user.email, password: 'Wrong-11' }, context)).toMatchObject({ kind: 'rate-limited' });
      expect(await attemptSignIn(database.db, { email: user.email, password: user.password }, context)).toMatchObject({ kind: 'rate-limited' });
      // the window passes: the right password works again, with the captcha's proof (10 failures on the account), and clears the counts
      await database.db.updateTable('rate_limits').set({ window_started_at: new Date(Date.now() - 16 * 60_000) }).where('bucket', 'like', `sign-in-client:%${user.email}`).execute();
      expect(await attemptSignIn(database.db, { email: user.email, password: user.password }, context)).toEqual({ kind: 'captcha-required' });
      expect(await attemptSignIn(database.db, { email: user.email, password: user.password, ...(await questionAnswer()) }, context)).toMatchObject({ kind: 'signed-in' });
      expect(await attemptSignIn(database.db, { email: user.email, password: user.password }, context)).toMatchObject({ kind: 'signed-in' });
    } finally {
      await other.close();
    }
  });
});

describe('password reset', () => {
  it('works once within an hour, ends every session, and refuses an expired link', async () => {
    const input = await signUpInput();
    const { userId } = (await signUp(database.db, input, context)) as { userId: string };
    const cookie = await createSession(database.db, new Request('https://accord.example/'), userId);
    expect(await requestPasswordReset(database.db, input.email, context)).toBe('sent');
    expect(await requestPasswordReset(database.db, email('unknown'), context)).toBe('unknown-email');
    const code = linkCode(await lastEmailUrl(input.email));
    const expired = await database.db.selectFrom('auth_tokens').select('expires_at').where('token_hash', '=', hashToken(code)).executeTakeFirstOrThrow();
    expect(expired.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(await resetPassword(database.db, code, 'Quiet-Meadow-63')).toEqual({ email: input.email });
    expect(await resetPassword(database.db, code, 'Other-Meadow-64')).toBeUndefined();
    expect((await lookupSession(new Request('https://accord.example/', { headers: { Cookie: cookie.split(';')[0]! } }), database.db)).status).toBe('none');

    await requestPasswordReset(database.db, input.email, context);
    const late = linkCode(await lastEmailUrl(input.email));
    await database.db.updateTable('auth_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', hashToken(late)).execute();
    expect(await resetPassword(database.db, late, 'Late-Meadow-65')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('ends a session idle longer than the timeout from settings plus the warning minute', async () => {
    const input = await signUpInput();
    const { userId } = (await signUp(database.db, input, context)) as { userId: string };
    await database.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', userId).execute();
    const cookie = (await createSession(database.db, new Request('https://accord.example/'), userId)).split(';')[0]!;
    const request = () => new Request('https://accord.example/', { headers: { Cookie: cookie } });
    expect((await lookupSession(request(), database.db)).status).toBe('active');
    await updateSettings(database.db, { idleTimeoutMinutes: 5 });
    await database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 5.5 * 60_000) }).where('user_id', '=', userId).execute();
    expect((await lookupSession(request(), database.db)).status).toBe('active');
    await database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 6.5 * 60_000) }).where('user_id', '=', userId).execute();
    expect((await lookupSession(request(), database.db)).status).toBe('expired');
    // another loader of the same page, looking after the first one deleted the session, is told the same
    expect((await lookupSession(request(), database.db)).status).toBe('expired');
    expect(await database.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).toEqual([]);
    await updateSettings(database.db, { idleTimeoutMinutes: 30 });
  });

  it('shows a flash message once, to the lookup that takes it (the shell), and keeps it for that one', async () => {
    const input = await signUpInput();
    const { userId } = (await signUp(database.db, input, context)) as { userId: string };
    await database.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', userId).execute();
    const flash = { type: 'success' as const, message: 'Payment received.' };
    const cookie = (await createSession(database.db, new Request('https://accord.example/'), userId, { flash })).split(';')[0]!;
    const request = () => new Request('https://accord.example/', { headers: { Cookie: cookie } });
    const flashOf = (lookup: Awaited<ReturnType<typeof lookupSession>>) => (lookup.status === 'active' ? lookup.flash : 'not active');
    // a route's own loader does not take it
    expect(flashOf(await lookupSession(request(), database.db))).toBeNull();
    expect(flashOf(await lookupSession(request(), database.db, { takeFlash: true }))).toEqual(flash);
    expect(flashOf(await lookupSession(request(), database.db, { takeFlash: true }))).toBeNull();
  });
});

describe('newsletter', () => {
  it('stores a subscription, enqueues Mailchimp only when configured, and sends it with the key', async () => {
    await subscribeToNewsletter(database.db, 'Plain@Example.com', 'footer', context.env);
    const jobs = async () => (await sql<{ n: number }>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'newsletter_subscribe'`.execute(database.db)).rows[0]!.n;
    expect(await jobs()).toBe(0);
    await subscribeToNewsletter(database.db, 'chimp@example.com', 'sign-up', { MAILCHIMP_API_KEY: 'key-us21', MAILCHIMP_LIST_ID: 'list1' });
    expect(await jobs()).toBe(1);

    const received: Array<{ url: string; auth: string; body: string }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url!, auth: req.headers.authorization ?? '', body });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await sendSubscriptionToMailchimp(database.db, 'chimp@example.com', { apiKey: 'key-us21', listId: 'list1', apiUrl });
    } finally {
      server.close();
    }
    expect(received).toEqual([
      { url: '/3.0/lists/list1/members', auth: `Basic ${Buffer.from('accord:key-us21').toString('base64')}`, body: JSON.stringify({ email_address: 'chimp@example.com', status: 'subscribed' }) },
    ]);
    const rows = await database.db.selectFrom('newsletter_subscriptions').select(['email', 'mailing_list_status']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'chimp@example.com', mailing_list_status: 'sent' },
      { email: 'plain@example.com', mailing_list_status: 'stored' },
    ]);
  });
});

describe('seed', () => {
  it('creates the admin with a password made at that moment and the demo petitioner with the README one, once, verified', async () => {
    const seeded = await seedAccounts(database.db, { demo: true });
    expect(seeded.map((a) => a.email)).toEqual(SEEDED_ACCOUNTS.map((a) => a.email));
    expect(seeded.find((a) => a.email === 'admin@accord.local')).toMatchObject({ generated: true });
    expect(seeded.find((a) => a.email === 'petitioner@accord.local')).toMatchObject({ generated: false, password: 'Accord-Demo-2024!' });
    expect(await seedAccounts(database.db, { demo: true })).toEqual([]);
    for (const account of seeded) {
      expect(await attemptSignIn(database.db, { email: account.email, password: account.password }, { ...context, ip: '198.51.100.1' })).toMatchObject({ kind: 'signed-in' });
    }
  });

  it('on an external database (SEED=true) creates the admin only: no account with the README\'s published password', async () => {
    await database.db.deleteFrom('users').where('email', 'in', SEEDED_ACCOUNTS.map((a) => a.email)).execute();
    const seeded = await seedAccounts(database.db, { demo: false });
    expect(seeded.map((a) => a.email)).toEqual(['admin@accord.local']);
    expect(await database.db.selectFrom('users').select('id').where('email', '=', 'petitioner@accord.local').executeTakeFirst()).toBeUndefined();
  });
});

describe('account e-mails in the recipient’s language (issue 35)', () => {
  it('a person who signed up in Spanish gets the verification and the reset e-mails in Spanish, with their subjects', async () => {
    const input = await signUpInput();
    await signUp(database.db, { ...input, language: 'es' }, context);
    const queued = () =>
      database.db.selectFrom('emails').select(['subject', 'template', 'template_data']).where('to_email', '=', input.email).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await queued()).toMatchObject({ subject: 'Confirme su correo electrónico para Accord', template: 'verify-email', template_data: { language: 'es' } });
    expect(await requestPasswordReset(database.db, input.email, context)).toBe('sent');
    expect(await queued()).toMatchObject({ subject: 'Restablezca su contraseña de Accord', template: 'reset-password', template_data: { language: 'es' } });

    // a person who chose English later gets English
    await database.db.updateTable('users').set({ language: 'en' }).where('email', '=', input.email).execute();
    await requestPasswordReset(database.db, input.email, context);
    expect(await queued()).toMatchObject({ subject: 'Reset your Accord password', template_data: { language: 'en' } });
  });
});
