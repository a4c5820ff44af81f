// The zod schemas of the account forms (sign in, create user, forgot and reset password, change password,
// profile), each used by the browser for live messages and by the action as the rule that counts. Messages come
// from the accounts catalogue (issue 35), whose English texts are the spec's exact texts where it gives one
// (end-user-journey.md §5, administration-platform.md §5): `accountSchemas(t)` builds them in a page's language.
// Nothing here holds a catalogue: a page carries only its own language's texts (issue 35, item 7).
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { isWeakPassword, passwordWeakness, type PasswordWeakness } from './password-strength';
import { US_STATES } from './us-states';

/** The accounts catalogue's texts in one language: a page's `useTranslation('accounts')`, an action's fixed T. */
export type AccountTexts = TFunction<'accounts'>;

/** MM/DD/YYYY to YYYY-MM-DD, or a message naming what is wrong. */
export function parseBirthDate(value: string, t: AccountTexts): { date: string } | { error: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return { error: t('validation.dateFormat') };
  const [, mm, dd, yyyy] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(yyyy, mm - 1, dd));
  if (yyyy < 1900 || date.getUTCFullYear() !== yyyy || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) {
    return { error: t('validation.dateValue') };
  }
  return { date: `${match[3]}-${match[1]}-${match[2]}` };
}

export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function isoToBirthDateInput(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** At least 10 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{10,}$/;

/** The spec's 'The password is too weak.', then why in the person's terms, in the page's language. */
export function weakPasswordText(weakness: PasswordWeakness, t: AccountTexts): string {
  return weakness === 'personal' ? t('validation.weakPersonal') : t('validation.weakGuessable');
}

type CreateUserValue = {
  spouseStarted?: 'yes' | 'no';
  spouseEmail?: string;
  spouseFirstName?: string;
  spouseLastName?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  altcha?: string;
  captchaChallenge?: string;
  captchaAnswer?: string;
};

/** Runs a cross-field rule even when other fields are wrong, as long as the fields it reads are valid. */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/** Every account form's schema, its messages in the language of `t`. */
/**
 * The account forms' schemas with their messages in the language of `t`. `otherPerson` words the sign-up's refusals
 * about the other person for a type other than divorce (ADR 028); without it, the spec's words about a spouse.
 */
export function accountSchemas(t: AccountTexts, otherPerson?: { startedChoice: string; emailSame: string }) {
  const M = {
    required: t('validation.required'),
    invalidEmail: t('validation.invalidEmail'),
  };
  const trimmed = z.string({ error: M.required }).trim();
  const requiredText = (max = 120) => trimmed.min(1, M.required).max(max, t('validation.atMost', { max }));
  const optionalText = (max = 120) =>
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().max(max).optional(),
    );

  const emailField = z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .pipe(z.email(M.invalidEmail))
    .transform((email) => email.toLowerCase());

  const newPasswordField = z
    .string({ error: M.required })
    .min(1, M.required)
    .max(200, t('validation.atMost', { max: 200 }))
    .regex(PASSWORD_PATTERN, t('validation.passwordPattern'));

  const birthDateField = trimmed.min(1, M.required).transform((value, ctx) => {
    const parsed = parseBirthDate(value, t);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    if (ageOn(parsed.date, new Date()) < 18) {
      ctx.addIssue({ code: 'custom', message: t('validation.over18') });
      return z.NEVER;
    }
    return parsed.date;
  });

  const phoneField = trimmed.min(1, M.required).regex(/^\d{3}-\d{3}-\d{4}$/, t('validation.phoneFormat'));
  const zipField = trimmed
    .min(1, M.required)
    .regex(/^\d*$/, t('validation.onlyNumbers'))
    .regex(/^\d{5}$/, t('validation.zip'));
  const stateField = z.enum(US_STATES, { error: M.required });
  const genderField = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['Male', 'Female']).optional());

  /** The profile part shared by sign-up and the My account tab. */
  const profileFields = {
    firstName: requiredText(),
    lastName: requiredText(),
    gender: genderField,
    dateOfBirth: birthDateField,
    phoneNumber: phoneField,
    addressStreet1: requiredText(200),
    addressStreet2: optionalText(200),
    addressCity: requiredText(),
    addressState: stateField,
    addressZipCode: zipField,
    permissionToContact: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  };

  const profileSchema = z.object(profileFields);

  const signInSchema = z.object({
    email: emailField,
    password: z.string({ error: M.required }).min(1, M.required),
    redirectTo: z.string().optional(),
    wfid: z.string().optional(),
  });

  /** What every sign-up asks: the account, the person, consent and the captcha; `type` is the workflow type it came for. */
  const accountFields = {
    email: emailField,
    password: newPasswordField,
    ...profileFields,
    acceptTerms: z.preprocess((v) => v === 'on' || v === true, z.literal(true, { error: t('validation.terms') })),
    wfid: optionalText(64),
    type: optionalText(80),
    altcha: z.string().optional(),
    captchaChallenge: z.string().optional(),
    captchaAnswer: z.string().optional(),
  };

  /** A cross-field rule, as `.refine` takes it, shared by both sign-up schemas. */
  type AccountRule = [
    (v: CreateUserValue) => boolean,
    {
      path: PropertyKey[];
      message?: string;
      error?: (issue: { input: unknown }) => string;
      when: ReturnType<typeof whenValid>;
    },
  ];

  const passwordRule: AccountRule = [
    (v: CreateUserValue) =>
      !isWeakPassword(v.password ?? '', { email: v.email, firstName: v.firstName, lastName: v.lastName }),
    {
      path: ['password'],
      // the spec's 'The password is too weak.', then why (issue 31: a name inside the password was refused unexplained)
      error: (issue: { input: unknown }) => {
        const v = issue.input as CreateUserValue;
        return weakPasswordText(
          passwordWeakness(v.password ?? '', { email: v.email, firstName: v.firstName, lastName: v.lastName }) ??
            'guessable',
          t,
        );
      },
      when: whenValid('password'),
    },
  ];

  const captchaRule: AccountRule = [
    (v: CreateUserValue) => Boolean(v.altcha || (v.captchaChallenge && v.captchaAnswer)),
    { path: ['captcha'], message: t('validation.captcha'), when: () => true },
  ];

  /** Sign-up as the spec has it (end-user-journey.md §5): the spouse first, then the account. */
  const createUserSchema = z
    .object({
      spouseStarted: z.enum(['yes', 'no'], { error: otherPerson?.startedChoice ?? t('validation.spouseStartedChoice') }),
      spouseEmail: emailField,
      spouseFirstName: optionalText(),
      spouseLastName: optionalText(),
      ...accountFields,
    })
    .refine((v: CreateUserValue) => v.email !== v.spouseEmail, {
      path: ['spouseEmail'],
      message: otherPerson?.emailSame ?? t('validation.spouseEmailSame'),
      when: whenValid('email', 'spouseEmail'),
    })
    .refine((v: CreateUserValue) => v.spouseStarted !== 'no' || Boolean(v.spouseFirstName), {
      path: ['spouseFirstName'],
      message: M.required,
      when: whenValid('spouseStarted', 'spouseFirstName'),
    })
    .refine((v: CreateUserValue) => v.spouseStarted !== 'no' || Boolean(v.spouseLastName), {
      path: ['spouseLastName'],
      message: M.required,
      when: whenValid('spouseStarted', 'spouseLastName'),
    })
    .refine(...passwordRule)
    .refine(...captchaRule);

  /** Sign-up for a workflow type one person completes alone (ADR 028): nobody else to name. */
  const createUserAloneSchema = z
    .object(accountFields)
    .refine(...passwordRule)
    .refine(...captchaRule);

  const forgotPasswordSchema = z.object({
    email: z
      .string({ error: t('validation.enterEmailFirst') })
      .trim()
      .min(1, t('validation.enterEmailFirst'))
      .pipe(z.email(M.invalidEmail))
      .transform((email) => email.toLowerCase()),
  });

  const resetPasswordSchema = z.object({
    code: z.string().min(1),
    password: z
      .string({ error: t('validation.resetRequired') })
      .min(1, t('validation.resetRequired'))
      .min(8, t('validation.resetMin'))
      .max(200),
  });

  const changePasswordSchema = z.object({
    currentPassword: z.string({ error: M.required }).min(1, M.required),
    newPassword: newPasswordField.refine((password) => !isWeakPassword(password), weakPasswordText('guessable', t)),
  });

  /** The account deletion's confirmation (/user-profile/delete): the password, so a session left open cannot delete the account. */
  const deleteAccountSchema = z.object({
    password: z.string({ error: M.required }).min(1, M.required),
  });

  const newsletterSchema = z.object({ email: emailField });
  return {
    emailField,
    newPasswordField,
    profileFields,
    profileSchema,
    signInSchema,
    createUserSchema,
    createUserAloneSchema,
    forgotPasswordSchema,
    resetPasswordSchema,
    changePasswordSchema,
    deleteAccountSchema,
    newsletterSchema,
  };
}
