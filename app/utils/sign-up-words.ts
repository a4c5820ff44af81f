// Who the sign-up's first section asks about (ADR 028). A divorce's page keeps the spec's words ('Your spouse',
// end-user-journey.md §5). A two-person type other than divorce names its other party ('Your landlord') when the
// person comes to start one; a person invited to such a form is the other party themselves, and the type names no
// word for the one who invited them, so the page names that person, as the other party's guide does.
import type { AccountTexts } from './account-forms';
import type { Language } from '../../i18n/languages';

export type SignUpParty = { kind: 'spouse' } | { kind: 'other-party'; other: string } | { kind: 'inviter'; name: string };

export const SPOUSE_PARTY: SignUpParty = { kind: 'spouse' };

/**
 * A type's other party named in `language` (ADR 028's addendum): its Spanish name where the type has one ('arrendador'),
 * else its own name, which a Spanish page then says in brackets after 'la otra parte'.
 */
export function otherPartyIn(language: Language, names: { otherParty: string; otherPartyEs?: string }): string {
  return language === 'es' && names.otherPartyEs?.trim() ? names.otherPartyEs.trim() : names.otherParty;
}

export interface SignUpWords {
  legend: string;
  started: string;
  invitedMe: string;
  email: string;
  firstName: string;
  lastName: string;
  privacy: string;
  /** the refusal when neither answer to `started` is chosen */
  startedChoice: string;
  /** the refusal when the person's own address is given as the other one's */
  emailSame: string;
  /** the refusal when an invitation's address is not found */
  notFound: string;
}

export function signUpWords(t: AccountTexts, party: SignUpParty, product: string): SignUpWords {
  switch (party.kind) {
    case 'spouse':
      return {
        legend: t('createUser.yourSpouse'),
        started: t('createUser.spouseStarted', { product }),
        invitedMe: t('createUser.spouseInvitedMe'),
        email: t('createUser.spouseEmail'),
        firstName: t('createUser.spouseFirstName'),
        lastName: t('createUser.spouseLastName'),
        privacy: t('createUser.privacy'),
        startedChoice: t('validation.spouseStartedChoice'),
        emailSame: t('validation.spouseEmailSame'),
        notFound: t('createUser.spouseNotFound'),
      };
    case 'other-party':
      return namedWords((key) => t(`createUser.otherParty.${key}`, { other: party.other, product }));
    case 'inviter':
      return namedWords((key) => t(`createUser.inviter.${key}`, { name: party.name, product }));
  }
}

/** The words of a section that names the other person (the type's other party, or whoever invited them). */
function namedWords(word: (key: keyof SignUpWords) => string): SignUpWords {
  return {
    legend: word('legend'),
    started: word('started'),
    invitedMe: word('invitedMe'),
    email: word('email'),
    firstName: word('firstName'),
    lastName: word('lastName'),
    privacy: word('privacy'),
    startedChoice: word('startedChoice'),
    emailSame: word('emailSame'),
    notFound: word('notFound'),
  };
}
