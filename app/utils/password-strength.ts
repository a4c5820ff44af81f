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

export function isWeakPassword(password: string, context: PasswordContext = {}): boolean {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, '');
  if (COMMON_BASES.has(letters)) return true;
  if (new Set(password).size < 5) return true;
  if (/^(.)\1+$/.test(letters) && letters.length > 0) return true;
  if (/(0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef)/.test(lower) && letters.length <= 4) return true;
  const personal = [context.email?.split('@')[0], context.firstName, context.lastName]
    .map((part) => part?.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((part): part is string => part !== undefined && part.length >= 3);
  return personal.some((part) => lower.replace(/[^a-z0-9]/g, '').includes(part));
}
