// Accounts for local runs: a global admin and a demo petitioner, both verified, created once (an existing
// e-mail is left as it is). The server entry calls this when the database is the embedded default or SEED=true.
// The admin's password is random, made when the account is created (issue 14, item 2): a known admin password
// would be a public admin account on any reachable host. The server shows it once and keeps it in a file.
import { randomBytes } from 'node:crypto';
import type { Queryable } from './client';
import { createUser } from './users';

/** 144 random bits, with the upper case, digit and sign the password rule asks for. */
export function generateAdminPassword(): string {
  return `Accord-${randomBytes(18).toString('base64url')}-9`;
}

export const SEEDED_ACCOUNTS = [
  {
    email: 'admin@accord.local',
    /** made at first start */
    password: undefined,
    role: 'admin-global' as const,
    firstName: 'Avery',
    lastName: 'Admin',
  },
  {
    email: 'petitioner@accord.local',
    password: 'Accord-Demo-2024!',
    role: 'user-basic' as const,
    firstName: 'Dana',
    lastName: 'Demo',
  },
];

export function shouldSeed(options: { embedded: boolean; seedFlag: boolean | undefined }): boolean {
  return options.seedFlag ?? options.embedded;
}

export interface SeededAccount {
  email: string;
  password: string;
  /** whether the password was made now (shown once) rather than the README's */
  generated: boolean;
}

/**
 * `demo`: also the demo petitioner, whose password is published in the README. Only on the embedded database
 * (a machine of one's own): `SEED=true` on an external database is how the first admin of a real install is
 * made, and a published password there would be an open account.
 */
export async function seedAccounts(db: Queryable, { demo }: { demo: boolean }): Promise<SeededAccount[]> {
  const created: SeededAccount[] = [];
  for (const account of SEEDED_ACCOUNTS) {
    if (account.password !== undefined && !demo) continue;
    const exists = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (exists) continue;
    const password = account.password ?? generateAdminPassword();
    await createUser(db, {
      email: account.email,
      password,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      dateOfBirth: '1985-04-12',
      phoneNumber: '801-555-0142',
      addressStreet1: '100 Main Street',
      addressCity: 'Salt Lake City',
      addressState: 'Utah',
      addressZipCode: '84101',
      permissionToContact: false,
      verified: true,
      termsAccepted: true,
      petitionerData:
        account.role === 'user-basic' ? { respondent_email: 'spouse@accord.local', respondent_first_name: 'Sam', respondent_last_name: 'Demo' } : null,
    });
    created.push({ email: account.email, password, generated: account.password === undefined });
  }
  return created;
}
