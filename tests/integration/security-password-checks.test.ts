// Issue 14's findings about when the password hash runs: a sign-in attempt is counted before its password is
// checked, and an unknown address costs the same hash as a known one. `verifyPassword` is the real argon2 check,
// wrapped in a spy only to count how often it runs (what the attacker's clock would measure).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AccountService from '../../app/services/accounts/account-service.server';
import type { AccountContext } from '../../app/services/accounts/account-service.server';
import type * as Passwords from '../../lib/passwords.server';
import type * as Users from '../../db/users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

vi.mock('../../lib/passwords.server', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) };
});

let database: TestDatabase;
const PASSWORD = 'Amber-Willow-Trail-64';
const context = (ip: string): AccountContext => ({
  ip,
  origin: 'https://accord.example',
  env: { MAIL_FROM: 'Accord <no-reply@accord.local>', APP_TIME_ZONE: 'America/Denver', MAILCHIMP_API_KEY: undefined, MAILCHIMP_LIST_ID: undefined },
});

let counter = 0;
async function newUser() {
  const email = `checked-${++counter}@example.com`;
  await createUser(database.db, {
    email, password: PASSWORD, firstName: 'Kai', lastName: 'Lund', dateOfBirth: '1979-11-23', phoneNumber: '801-555-0130',
    addressStreet1: '4 Pine Court', addressCity: 'Lehi', addressState: 'Utah', addressZipCode: '84043',
    permissionToContact: false, verified: true, termsAccepted: true,
  });
  return email;
}

const hashRuns = () => vi.mocked(passwords.verifyPassword).mock.calls.length + vi.mocked(passwords.hashPassword).mock.calls.length;

// The integration project shares modules between the files one worker runs (isolate: false in vitest.config.ts):
// the account services an earlier file loaded hold the real password module, so this file loads them afresh, over
// the mocked one.
let attemptSignIn: typeof AccountService.attemptSignIn;
let signUp: typeof AccountService.signUp;
let createUser: typeof Users.createUser;
let passwords: typeof Passwords;

beforeAll(async () => {
  vi.resetModules();
  ({ attemptSignIn, signUp } = await import('../../app/services/accounts/account-service.server'));
  ({ createUser } = await import('../../db/users'));
  passwords = await import('../../lib/passwords.server');
  database = await createTestDatabase();
});

describe('issue 14, Medium', () => {
  it('5. sixty-one parallel sign-in attempts check at most ten passwords: the attempt is counted before the password', async () => {
    const email = await newUser();
    vi.mocked(passwords.verifyPassword).mockClear();
    const outcomes = await Promise.all(
      Array.from({ length: 61 }, (_, i) => attemptSignIn(database.db, { email, password: `Wrong-Guess-${i}-xyz` }, context('198.51.100.5'))),
    );
    expect(vi.mocked(passwords.verifyPassword).mock.calls.length).toBeLessThanOrEqual(10);
    expect(outcomes.filter((o) => o.kind === 'rate-limited').length).toBeGreaterThanOrEqual(51);
  });

  it('9. account enumeration: the password hash runs for an unknown address as for a known one, on sign-in and sign-up', async () => {
    const known = await newUser();
    const runsFor = async (attempt: () => Promise<unknown>) => {
      const before = hashRuns();
      await attempt();
      return hashRuns() - before;
    };
    const signInKnown = await runsFor(() => attemptSignIn(database.db, { email: known, password: 'Not-The-Password-1' }, context('198.51.100.9')));
    const signInUnknown = await runsFor(() => attemptSignIn(database.db, { email: 'nobody-here@example.com', password: 'Not-The-Password-1' }, context('198.51.100.9')));
    expect(signInKnown).toBe(1);
    expect(signInUnknown).toBe(1);

    const profile = {
      password: PASSWORD, spouseStarted: 'no' as const, spouseEmail: 'spouse-9@example.com', firstName: 'Kai', lastName: 'Lund',
      dateOfBirth: '1979-11-23', phoneNumber: '801-555-0130', addressStreet1: '4 Pine Court', addressCity: 'Lehi', addressState: 'Utah',
      addressZipCode: '84043', permissionToContact: false, captchaChallenge: 'none', captchaAnswer: '0',
    };
    // a taken address answers 'exists' (the spec's message), yet costs the hash a new account costs
    const existing = await runsFor(() => signUp(database.db, { ...profile, email: known }, context('198.51.100.19')));
    expect(existing).toBe(1);
  });
});
