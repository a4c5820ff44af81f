// The step machine's notices in the page's language (issue 35): the engine emits the spec's English sentences
// (STEP_MESSAGES, which its tests and the other areas read) and the step's effects name the other person in them
// (other-party-words.ts); a page says each from the guide catalogue's `stepNotices` by its words, the person named
// in the page's words too. A text no entry matches is said as it came.
import type { TFunction } from 'i18next';
import guide from '../../../i18n/catalogues/en/guide';
import { knownTextKey } from '../../i18n/known-texts.server';

type T = TFunction<'guide'>;

/** 'your landlord', 'the person who shared this form' or a name, in the page's words. */
function whomSaid(t: T, whom: string): string {
  if (whom === guide.signing.sharer) return t('signing.sharer');
  const party = /^your (.+)$/.exec(whom)?.[1];
  if (party === undefined) return whom;
  return t('signing.yourOther', { other: party === 'spouse' ? t('otherParty.spouse') : party });
}

export function stepNoticeText(t: T, text: string): string {
  const known = knownTextKey(guide.stepNotices, text);
  if (!known) return text;
  if (known.key === 'waitingFor') return t('stepNotices.waitingFor', { whom: whomSaid(t, known.values.whom ?? '') });
  return t(`stepNotices.${known.key as 'waitingForSpouse' | 'respondentAgreed'}`);
}
