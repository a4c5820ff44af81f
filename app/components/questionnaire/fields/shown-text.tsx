// A workflow's own texts in the language the person reads it in (ADR 035): the questionnaire form provides that
// language; each text says its language with `lang` when the reading is not English, so the English parts of a
// Spanish reading (a text the author has not translated) are read out in English. An English reading is unchanged.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { choiceLabel, shownInEnglish, type FormElement, type Language } from '~/engine';

/** What every field of a questionnaire reads alike: the workflow's language, the page's, and the fields' own texts. */
interface FieldReading {
  /** the language the workflow's own texts are read in */
  language: Language;
  /**
   * Whether an English reading sits in a page of another language (a workflow not offered in Spanish on a Spanish
   * page, any workflow under the test pseudo-locale): its texts are then marked English too (WCAG 3.1.2).
   */
  englishInAnotherPage: boolean;
  /** the questionnaire catalogue's texts in the page's language */
  t: TFunction<'questionnaire'>;
}

const Reading = createContext<FieldReading | null>(null);

/**
 * Gives the fields below the workflow's language and the page's texts. One `useTranslation` here instead of
 * several in each field: a 100-field page called about 600, each with its own subscription to the language, which
 * made a good part of the page's hydration on a phone (issue 33, Lighthouse's questionnaire page).
 */
export function DefinitionLanguageProvider({ value, children }: { value: Language; children: ReactNode }) {
  const { t, i18n } = useTranslation('questionnaire');
  const englishInAnotherPage = Boolean(i18n.language) && i18n.language !== 'en';
  const reading = useMemo(() => ({ language: value, englishInAnotherPage, t }), [value, englishInAnotherPage, t]);
  return <Reading.Provider value={reading}>{children}</Reading.Provider>;
}

/** Whether a provider is above: a field rendered on its own (the builder's dialog, a test) provides an English one. */
export const useHasFieldReading = () => useContext(Reading) !== null;

function useFieldReading(): FieldReading {
  const reading = useContext(Reading);
  if (!reading) throw new Error('a questionnaire field is rendered outside DefinitionLanguageProvider');
  return reading;
}

/** The questionnaire catalogue's `t` of the fields (from the provider, see above). */
export const useFieldTexts = () => useFieldReading().t;

/** The lang attribute of one text of `element` ('label', 'help', ...), or none in an English reading of an English page. */
export function useTextLang(element: FormElement, part: string): { lang?: string } {
  return useTextLangs(element)(part);
}

/**
 * The lang attribute of any text of `element` ('heading', 'fields.d1.label', 'headers.amount', ...), for an element
 * that shows several: one hook, asked per part.
 */
export function useTextLangs(element: FormElement): (part: string) => { lang?: string } {
  const { language, englishInAnotherPage: marked } = useFieldReading();
  return (part) => {
    if (language === 'en') return marked ? { lang: 'en' } : {};
    return { lang: shownInEnglish(element, part, language) ? 'en' : language };
  };
}

/** One text of `element` with its language marked. */
export function Shown({ element, part, children }: { element: FormElement; part: string; children: ReactNode }) {
  const lang = useTextLang(element, part);
  return lang.lang ? <span lang={lang.lang}>{children}</span> : <>{children}</>;
}

/** What a choice shows (its English text is its value) and its lang attribute in a reading other than English. */
export function useChoiceText(element: FormElement): (option: string) => { text: string; lang?: string } {
  const { language, englishInAnotherPage: marked } = useFieldReading();
  return (option) => {
    if (language === 'en') return marked ? { text: option, lang: 'en' } : { text: option };
    const shown = choiceLabel(element, option, language);
    return { text: shown.text, lang: shown.english ? 'en' : language };
  };
}

/** The part of a heading or text element that is shown: its label, else its heading or text. */
export const shownPart = (element: FormElement, fallback: 'heading' | 'text') => (element.label !== undefined || element[fallback] === undefined ? 'label' : fallback);

/**
 * Said above a questionnaire read in a translation its author has not marked reviewed (ADR 035; the petitioner's,
 * the spouse's), from the shell's catalogue in the person's language, marked with it: the page around it may still
 * be English.
 */
export function TranslationNotReviewed({ language, reviewed }: { language: Language | undefined; reviewed: boolean | undefined }) {
  const { t, i18n } = useTranslation();
  if (!language || language === 'en' || reviewed) return null;
  return (
    <p lang={i18n.language} className="mt-3 text-sm text-muted" data-testid="translation-not-reviewed">
      {t('language.notReviewed')}
    </p>
  );
}
