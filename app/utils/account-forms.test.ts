import { describe, expect, it } from 'vitest';
import { textsIn } from '../../i18n/texts-for-tests';
import { englishAccounts, MESSAGES } from '../../i18n/english';
import { accountSchemas, ageOn, parseBirthDate as parseWith } from './account-forms';

const ENGLISH = englishAccounts();
const { createUserSchema, signInSchema } = accountSchemas(ENGLISH);
const parseBirthDate = (value: string) => parseWith(value, ENGLISH);

const valid = {
  spouseStarted: 'no',
  spouseEmail: 'sam@example.com',
  spouseFirstName: 'Sam',
  spouseLastName: 'Rivera',
  email: 'Jordan@Example.com',
  password: 'Juniper-Lantern-41',
  firstName: 'Jordan',
  lastName: 'Rivera',
  dateOfBirth: '04/12/1986',
  phoneNumber: '801-555-0199',
  addressStreet1: '12 Canyon Road',
  addressCity: 'Ogden',
  addressState: 'Utah',
  addressZipCode: '84401',
  acceptTerms: 'on',
  captchaChallenge: 'token',
  captchaAnswer: '7',
};

function messages(input: Record<string, unknown>) {
  const result = createUserSchema.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('createUserSchema', () => {
  it("says after 'The password is too weak.' that a password must not hold the person's name", () => {
    const named = { ...valid, firstName: 'Stake', lastName: 'Holder', password: 'Stake-Holder-2026!' };
    expect(messages(named).password).toBe(
      'The password is too weak. It must not contain your name or the part of your e-mail address before the @.',
    );
  });

  it('accepts a complete sign-up, lowercasing the e-mail and storing the birth date as ISO', () => {
    const result = createUserSchema.parse(valid);
    expect(result.email).toBe('jordan@example.com');
    expect(result.dateOfBirth).toBe('1986-04-12');
    expect(result.acceptTerms).toBe(true);
  });
  it('reports the spouse e-mail rule even while other fields are wrong', () => {
    expect(messages({ ...valid, email: 'sam@example.com', addressZipCode: '1' })).toMatchObject({
      spouseEmail: MESSAGES.spouseEmailSame,
      addressZipCode: MESSAGES.zip,
    });
  });
  it('gives the spec messages for dates, phones, ZIP codes, passwords, terms and the captcha', () => {
    expect(messages({ ...valid, dateOfBirth: '1986-04-12' }).dateOfBirth).toBe(MESSAGES.dateFormat);
    expect(messages({ ...valid, dateOfBirth: '02/30/1990' }).dateOfBirth).toBe(MESSAGES.dateValue);
    expect(messages({ ...valid, phoneNumber: '8015550199' }).phoneNumber).toBe(MESSAGES.phoneFormat);
    expect(messages({ ...valid, addressZipCode: '84a01' }).addressZipCode).toBe(MESSAGES.onlyNumbers);
    expect(messages({ ...valid, password: 'alllowercase1!' }).password).toBe(MESSAGES.passwordPattern);
    expect(messages({ ...valid, password: 'Password123!' }).password).toMatch(/^The password is too weak\. /);
    expect(messages({ ...valid, acceptTerms: undefined }).acceptTerms).toBe(MESSAGES.terms);
    expect(messages({ ...valid, captchaAnswer: undefined }).captcha).toBe(MESSAGES.captcha);
    expect(messages({ ...valid, spouseFirstName: '' }).spouseFirstName).toBe(MESSAGES.required);
    expect(messages({ ...valid, spouseStarted: 'yes', spouseFirstName: '' }).spouseFirstName).toBeUndefined();
  });
  it('refuses anyone under 18', () => {
    const now = new Date();
    const young = `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear() - 17}`;
    expect(messages({ ...valid, dateOfBirth: young }).dateOfBirth).toBe(MESSAGES.over18);
  });
});

describe('birth dates', () => {
  it('parses MM/DD/YYYY and counts birthdays', () => {
    expect(parseBirthDate('02/29/2000')).toEqual({ date: '2000-02-29' });
    expect(parseBirthDate('02/29/2001')).toEqual({ error: MESSAGES.dateValue });
    expect(ageOn('2000-06-15', new Date(Date.UTC(2018, 5, 14)))).toBe(17);
    expect(ageOn('2000-06-15', new Date(Date.UTC(2018, 5, 15)))).toBe(18);
  });
});

describe('signInSchema', () => {
  it('requires a valid e-mail and a password', () => {
    const result = signInSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.invalidEmail, MESSAGES.required]);
  });
});

describe('the account forms in Spanish (issue 35)', () => {
  const spanish = () => textsIn('es', 'accounts');

  it('say what is wrong in Spanish, the typed date still MM/DD/YYYY with its label MM/DD/AAAA', async () => {
    const schemas = accountSchemas(await spanish());
    const signIn = schemas.signInSchema.safeParse({ email: 'not-an-address', password: '' });
    expect(signIn.success).toBe(false);
    const messages = signIn.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Correo electrónico no válido.');
    expect(messages).toContain('Obligatorio');
    const profile = schemas.createUserSchema.safeParse({ ...valid, dateOfBirth: '1986-04-12', firstName: 'x'.repeat(121) });
    const byField = Object.fromEntries(profile.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(byField.dateOfBirth).toBe('Formato de fecha no válido. Ejemplo: MM/DD/AAAA');
    expect(byField.firstName).toBe('Use como máximo 120 caracteres');
    expect(schemas.createUserSchema.safeParse(valid).success).toBe(true);
  });

  it('keep the English messages the spec gives for the pages not yet translated', () => {
    expect(signInSchema.safeParse({ email: 'not-an-address', password: 'x' }).error!.issues[0]!.message).toBe(MESSAGES.invalidEmail);
    expect(MESSAGES.invalidEmail).toBe('Invalid e-mail.');
  });
});
