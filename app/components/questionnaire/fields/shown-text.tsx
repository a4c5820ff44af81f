// A workflow's own texts in the language the person reads it in (ADR 035): the questionnaire form provides that
// language; each text says its language with `lang` when the reading is not English, so the English parts of a
// Spanish reading (a text the author has not translated) are read out in English. An English reading is unchanged.
import { createContext, useContext, type ReactNode } from 'react';
import { choiceLabel, shownInEnglish, type FormElement, type Language } from '~/engine';

const DefinitionLanguage = createContext<Language>('en');
export const DefinitionLanguageProvider = DefinitionLanguage.Provider;
export const useDefinitionLanguage = () => useContext(DefinitionLanguage);

/** The lang attribute of one text of `element` ('label', 'help', ...), or none in an English reading. */
export function useTextLang(element: FormElement, part: string): { lang?: string } {
  const language = useDefinitionLanguage();
  return language === 'en' ? {} : { lang: shownInEnglish(element, part, language) ? 'en' : language };
}

/** One text of `element` with its language marked. */
export function Shown({ element, part, children }: { element: FormElement; part: string; children: ReactNode }) {
  const lang = useTextLang(element, part);
  return lang.lang ? <span lang={lang.lang}>{children}</span> : <>{children}</>;
}

/** What a choice shows (its English text is its value) and its lang attribute in a reading other than English. */
export function useChoiceText(element: FormElement): (option: string) => { text: string; lang?: string } {
  const language = useDefinitionLanguage();
  return (option) => {
    if (language === 'en') return { text: option };
    const shown = choiceLabel(element, option, language);
    return { text: shown.text, lang: shown.english ? 'en' : language };
  };
}

/** The part of a heading or text element that is shown: its label, else its heading or text. */
export const shownPart = (element: FormElement, fallback: 'heading' | 'text') => (element.label !== undefined || element[fallback] === undefined ? 'label' : fallback);

/**
 * Said to a person reading a workflow's translation before its author marks it reviewed (ADR 035). It is in the
 * language it speaks of, as the workflow's own texts are, not in the app's catalogue: the page around it is not
 * translated yet.
 */
export const TRANSLATION_NOT_REVIEWED: Record<Exclude<Language, 'en'>, string> = {
  es: 'La traducción al español de este cuestionario todavía no ha sido revisada. Si algo no está claro, puede cambiar el idioma a inglés.',
};

/** The sentence above a questionnaire read in a translation not yet reviewed (the petitioner's, the spouse's). */
export function TranslationNotReviewed({ language, reviewed }: { language: Language | undefined; reviewed: boolean | undefined }) {
  if (!language || language === 'en' || reviewed) return null;
  return (
    <p lang={language} className="mt-3 text-sm text-muted" data-testid="translation-not-reviewed">
      {TRANSLATION_NOT_REVIEWED[language]}
    </p>
  );
}
