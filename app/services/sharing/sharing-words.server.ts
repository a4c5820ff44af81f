// The sharing services' refusals in the page's language (issue 35): the services keep their English constants (the
// tests and the step machine read them); the guide says each from the guide catalogue's `sharing.refusals` by its
// words, with the review type's name in the page's words too. A text no entry matches is said as it came.
import type { TFunction } from 'i18next';
import guide from '../../../i18n/catalogues/en/guide';
import { knownTextKey } from '../../i18n/known-texts.server';
import type { ReviewType } from '../../../db/schema';
import { REVIEW_TYPE_LABELS } from '../user-workflow/sharing-entries.server';
import type { SharingPanel } from './guide-sharing.server';
import { petitionerWordsIn } from '../user-workflow/other-party-words';

type T = TFunction<'guide'>;

const reviewTypeOf = (label: string) => (Object.keys(REVIEW_TYPE_LABELS) as ReviewType[]).find((type) => REVIEW_TYPE_LABELS[type] === label);

/** One of the sharing services' English refusals or notices, said by `t`. */
export function sharingText(t: T, text: string): string {
  const refusal = knownTextKey(guide.sharing.refusals, text);
  if (refusal) {
    const type = refusal.values.access === undefined ? undefined : reviewTypeOf(refusal.values.access);
    const values = type ? { ...refusal.values, access: t(`sharing.access.${type}`) } : refusal.values;
    const say = t as unknown as (key: string, values: Record<string, string>) => string;
    return say(`sharing.refusals.${refusal.key}`, values);
  }
  const notice = knownTextKey(guide.sharing.notices, text);
  return notice ? t(`sharing.notices.${notice.key}` as 'sharing.notices.shared') : text;
}

/** The sharing panel with what the services wrote (the card's and the dialog's missing details, step 3's send-back button) in the page's words. */
export function sharingPanelSaid(t: T, panel: SharingPanel | null): SharingPanel | null {
  if (!panel) return null;
  const say = (text: string) => sharingText(t, text);
  return {
    ...panel,
    sendBackLabel: petitionerWordsIn(t, panel.otherParty).sendBack,
    card: { ...panel.card, missing: panel.card.missing.map(say) },
    dialogProblems: panel.dialogProblems.map(say),
  };
}
