// The words the pages and the step machine's notices use for the other person of a two-person form (ADR 028): a
// divorce's are the spec's exact texts ('your spouse', 'Send Back for Spousal Review'); another type names its
// other party as the workflow type does ('your landlord'), and the other party's own pages name the petitioner.
import type { TFunction } from 'i18next';
import { STEP_MESSAGES } from '../../engine';

const DIVORCE_OTHER_PARTY = 'spouse';

const capitalised = (words: string) => words.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`);

/** 'You are now waiting for {whom} to respond…': the spec's sentence for a divorce, with `whom` otherwise. */
export function waitingFor(whom: string): string {
  if (whom === 'your spouse') return STEP_MESSAGES.waitingForSpouse;
  return `You are now waiting for ${whom} to respond to your comments. Until they respond, you can only check the comment history.`;
}

/** The label of the button that sends the form back to `reviewer` (said within a sentence: 'your landlord', 'Robin Hale'). */
export function sendBackLabel(reviewer: string): string {
  return reviewer === 'your spouse' ? 'Send Back for Spousal Review' : `Send Back for Review by ${capitalised(reviewer)}`;
}

/** What the petitioner reads while the other party holds the form, naming them as the workflow type does. */
export function petitionerWords(otherParty: string) {
  const them = `your ${otherParty || DIVORCE_OTHER_PARTY}`;
  const They = `Your ${otherParty || DIVORCE_OTHER_PARTY}`;
  return {
    /** above the read-only questionnaire */
    readOnlyNotice: `${They} is reviewing your answers. They are read-only until ${them} sends the form back to you or agrees; you can still read them and the comments.`,
    /** a save refused while the other party holds the form */
    readOnlyRefusal: `${They} is reviewing your answers, so they are read-only until ${them} sends the form back to you or agrees. This change was not saved.`,
    /** 'Update' of an outdated form refused while the other party holds the form */
    updateRefusal: `${They} is reviewing your answers, so the form cannot be updated now: nothing was erased. You can update it once ${them} sends the form back to you or agrees.`,
    sendBack: sendBackLabel(them),
    waiting: waitingFor(them),
    /** the other party's name where none was typed into the questionnaire */
    unnamed: They,
  } as const;
}

export const SPOUSE_WORDS = petitionerWords(DIVORCE_OTHER_PARTY);

/**
 * `petitionerWords` in the page's language (the guide catalogue's `otherPartyWords`): 'spouse' in the page's words, a
 * type's own word for the other party as the type writes it (ADR 028). In English they are `petitionerWords`' exactly
 * (a unit test holds them equal); the page's waiting notice is said by `stepNoticeText`.
 */
export function petitionerWordsIn(t: TFunction<'guide'>, otherParty: string) {
  const party = otherParty || DIVORCE_OTHER_PARTY;
  const other = party === DIVORCE_OTHER_PARTY ? t('otherParty.spouse') : party;
  return {
    readOnlyNotice: t('otherPartyWords.readOnlyNotice', { other }),
    readOnlyRefusal: t('otherPartyWords.readOnlyRefusal', { other }),
    updateRefusal: t('otherPartyWords.updateRefusal', { other }),
    sendBack: party === DIVORCE_OTHER_PARTY ? t('otherPartyWords.sendBackSpouse') : t('otherPartyWords.sendBack', { Whom: capitalised(`${t('signing.yourOther', { other })}`) }),
    unnamed: t('otherPartyWords.unnamed', { other }),
  } as const;
}
