// Decides whether a password that meets the pattern is still too easy to guess: a common password with
// digits and symbols around it, a single repeated character, or the person's own name or e-mail inside it.
// Shared by the browser (message as you type) and the server (the rule that counts).

// The most used passwords, reduced to their letters (lowercase): 'Password123!' reduces to 'password'.
const COMMON_BASES = new Set(
  [
    'password',
    'passw',
    'pass',
    'qwerty',
    'qwertyuiop',
    'asdfgh',
    'asdf',
    'zxcvbn',
    'letmein',
    'welcome',
    'iloveyou',
    'admin',
    'administrator',
    'abc',
    'abcdef',
    'abcdefg',
    'monkey',
    'dragon',
    'football',
    'baseball',
    'sunshine',
    'princess',
    'master',
    'shadow',
    'superman',
    'batman',
    'trustno',
    'hello',
    'freedom',
    'whatever',
    'secret',
    'login',
    'starwars',
    'charlie',
    'michael',
    'jessica',
    'summer',
    'winter',
    'spring',
    'autumn',
    'love',
    'changeme',
    'test',
    'accord',
    'divorce',
    'qazwsx',
    'default',
    'guest',
    'user',
    'computer',
    'internet',
    'america',
    'utah',
  ].map((word) => word.toLowerCase()),
);

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Why a password is too weak, or undefined when it is not. */
export type PasswordWeakness = 'guessable' | 'personal';

export function passwordWeakness(password: string, context: PasswordContext = {}): PasswordWeakness | undefined {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, '');
  if (COMMON_BASES.has(letters)) return 'guessable';
  if (new Set(password).size < 5) return 'guessable';
  if (/^(.)\1+$/.test(letters) && letters.length > 0) return 'guessable';
  if (/(0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef)/.test(lower) && letters.length <= 4) return 'guessable';
  const personal = [context.email?.split('@')[0], context.firstName, context.lastName]
    .map((part) => part?.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((part): part is string => part !== undefined && part.length >= 3);
  return personal.some((part) => lower.replace(/[^a-z0-9]/g, '').includes(part)) ? 'personal' : undefined;
}

export function isWeakPassword(password: string, context: PasswordContext = {}): boolean {
  return passwordWeakness(password, context) !== undefined;
}

/** The rule a person cannot guess from the pattern alone, stated beside every new-password field. */
export const PASSWORD_PERSONAL_RULE = 'It must not contain your name or the part of your e-mail address before the @.';

/** The spec's 'The password is too weak.', then why in the person's terms. */
export function weakPasswordMessage(weakness: PasswordWeakness): string {
  return weakness === 'personal'
    ? `The password is too weak. ${PASSWORD_PERSONAL_RULE}`
    : 'The password is too weak. It is too easy to guess: avoid common words, repeated letters and runs like 1234.';
}
