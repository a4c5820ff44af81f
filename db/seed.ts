// Accounts for local runs: a global admin and a demo petitioner, both verified, created once (an existing
// e-mail is left as it is). The server entry calls this when the database is the embedded default or SEED=true;
// the credentials are in the README.
import type { Queryable } from './client';
import { createUser } from './users';

export const SEEDED_ACCOUNTS = [
  {
    email: 'admin@accord.local',
    password: 'Accord-Admin-2024!',
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

export async function seedAccounts(db: Queryable): Promise<string[]> {
  const created: string[] = [];
  for (const account of SEEDED_ACCOUNTS) {
    const exists = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (exists) continue;
    await createUser(db, {
      email: account.email,
      password: account.password,
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
    created.push(account.email);
  }
  return created;
}
