// What a price card shows where its author left a part empty (the header, title and summary), and the first paywall's
// testimonials, in a page's words (issue 35): the guide catalogue's `priceCard.defaults` and `pay.testimonialList`.
// The English ones, read from the English catalogue, are for the callers without a page language (the administrators'
// preview, tests).
import type { TFunction } from 'i18next';
import englishGuide from '../../../i18n/catalogues/en/guide';
import type { CardLevel } from './pricing-cards';
import { TESTIMONIALS, type Testimonial } from './testimonials';

export interface PriceCardDefaults {
  /** the collaborative card's header; `other` is the type's word for the other party as stored ('spouse', 'landlord') */
  headerTogether: (other: string) => string;
  headerAlone: string;
  title: Record<CardLevel, string>;
  summary: Record<CardLevel, string>;
}

const english = englishGuide.priceCard.defaults;

/** The English catalogue's defaults, for the callers without a page (server-side only: this module holds the catalogue). */
export const ENGLISH_CARD_DEFAULTS: PriceCardDefaults = {
  headerTogether: (other) => english.headerTogether.replace('{{other}}', other),
  headerAlone: english.headerAlone,
  title: english.title,
  summary: english.summary,
};

/** The defaults in `t`'s words: a spouse in the page's words, another type's word for the other party as its author wrote it (ADR 028). */
export function cardDefaultsIn(t: TFunction<'guide'>): PriceCardDefaults {
  return {
    headerTogether: (other) => t('priceCard.defaults.headerTogether', { other: other === 'spouse' ? t('otherParty.spouse') : other }),
    headerAlone: t('priceCard.defaults.headerAlone'),
    title: { general: t('priceCard.defaults.title.general'), level_1: t('priceCard.defaults.title.level_1'), level_2: t('priceCard.defaults.title.level_2') },
    summary: { general: t('priceCard.defaults.summary.general'), level_1: t('priceCard.defaults.summary.level_1'), level_2: t('priceCard.defaults.summary.level_2') },
  };
}

/** A testimonial as the pay page shows it: its name and words in `t`'s language. */
export interface TestimonialSaid {
  name: string;
  desc: string;
  image?: string;
  videoId?: string;
}

export function testimonialsIn(t: TFunction<'guide'>, testimonials: readonly Testimonial[] = TESTIMONIALS): TestimonialSaid[] {
  return testimonials.map(({ key, ...media }) => ({ ...media, name: t(`pay.testimonialList.${key}.name`), desc: t(`pay.testimonialList.${key}.desc`) }));
}
