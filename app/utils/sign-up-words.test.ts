// The sign-up's first section asks about the right person (ADR 028): a divorce keeps the spec's words, a type other
// than divorce names its other party, and the person invited to one is asked about whoever invited them.
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../i18n/texts-for-tests';
import { englishAccounts } from '../../i18n/english';
import { accountSchemas } from './account-forms';
import { otherPartyIn, signUpWords, SPOUSE_PARTY } from './sign-up-words';

const t = englishAccounts();

const spanish = () => textsIn('es', 'accounts');

describe('the words of the sign-up section about the other person', () => {
  it("a divorce's are the spec's", () => {
    expect(signUpWords(t, SPOUSE_PARTY, 'Accord')).toEqual({
      legend: 'Your spouse',
      started: 'Did your spouse start the process on Accord?',
      invitedMe: 'Yes, my spouse invited me',
      email: "Your spouse's e-mail",
      firstName: "Your spouse's legal first name",
      lastName: "Your spouse's legal last name",
      privacy: 'Everything you enter stays private to you (and, later, to the spouse you choose to share with).',
      startedChoice: 'Please tell us whether your spouse started the process',
      emailSame: "Sorry, your email cannot match your spouse's",
      notFound: "Sorry, could not find your spouse's email in our records. Please try again.",
    });
  });

  it("another type's name its other party and never a spouse", () => {
    const words = signUpWords(t, { kind: 'other-party', other: 'landlord' }, 'Accord');
    expect(words.legend).toBe('Your landlord');
    expect(words.started).toBe('Did your landlord start the process on Accord?');
    expect(words.email).toBe("Your landlord's e-mail");
    expect(Object.values(words).join(' ')).not.toMatch(/spouse|divorce/i);
  });

  it('the invited person is asked about the one who invited them, by name', () => {
    const words = signUpWords(t, { kind: 'inviter', name: 'Avery Quinn' }, 'Accord');
    expect(words.legend).toBe('Avery Quinn');
    expect(words.invitedMe).toBe('Yes, Avery Quinn invited me');
    expect(words.email).toBe("Avery Quinn's e-mail");
    expect(Object.values(words).join(' ')).not.toMatch(/spouse|divorce/i);
  });

  it('in Spanish, the other party says no cónyuge either', async () => {
    const es = await spanish();
    const words = signUpWords(es, { kind: 'other-party', other: 'landlord' }, 'Accord');
    expect(words.legend).toBe('La otra parte (landlord)');
    expect(Object.values(words).join(' ')).not.toMatch(/cónyuge|divorcio/i);
    expect(signUpWords(es, SPOUSE_PARTY, 'Accord').legend).toBe('Su cónyuge');
  });

  it("in Spanish, a type with a Spanish name for its other party is named by it, not by its English name", async () => {
    const es = await spanish();
    const landlord = { otherParty: 'landlord', otherPartyEs: 'arrendador' };
    const words = signUpWords(es, { kind: 'other-party', other: otherPartyIn('es', landlord) }, 'Accord');
    expect(words.legend).toBe('La otra parte (arrendador)');
    expect(Object.values(words).join(' ')).not.toMatch(/landlord/);
    // English keeps the type's own name; a type without a Spanish name keeps it in Spanish too
    expect(otherPartyIn('en', landlord)).toBe('landlord');
    expect(otherPartyIn('es', { otherParty: 'landlord', otherPartyEs: ' ' })).toBe('landlord');
  });

  it("the sign-up's refusals about the other person use the same words", () => {
    const words = signUpWords(t, { kind: 'other-party', other: 'landlord' }, 'Accord');
    const { createUserSchema } = accountSchemas(t, words);
    const result = createUserSchema.safeParse({ email: 'a@example.com', spouseEmail: 'a@example.com' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('Please tell us whether your landlord started the process');
  });
});
