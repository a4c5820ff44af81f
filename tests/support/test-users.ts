// The one test person of the integration and end-to-end tests: a verified Utah petitioner with a full profile,
// under an address no other test uses. Tests that need someone else change only what differs.
import type { NewUserInput } from '../../db/users';

export const TEST_PASSWORD = 'Maple-Kettle-77';

export const TEST_PROFILE = {
  firstName: 'Robin',
  lastName: 'Tester',
  dateOfBirth: '1980-02-29',
  phoneNumber: '801-555-0100',
  addressStreet1: '1 Test Way',
  addressCity: 'Provo',
  addressState: 'Utah',
  addressZipCode: '84601',
  permissionToContact: false,
  termsAccepted: true,
} as const satisfies Partial<NewUserInput>;

/** An address unique to this run and call, with a label that says in the database which test made it. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** What createUser needs for the test person under a fresh address. */
export function testUserInput(options: {
  label: string;
  password?: string;
  verified?: boolean;
  role?: NewUserInput['role'];
}): NewUserInput {
  return {
    ...TEST_PROFILE,
    email: uniqueEmail(options.label),
    password: options.password ?? TEST_PASSWORD,
    verified: options.verified ?? true,
    role: options.role,
  };
}
