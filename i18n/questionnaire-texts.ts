// The questionnaire catalogue's texts without a request, in either language, made synchronously: the English a
// service says when its caller names no language (the integration tests, the `accord` tools), and tests of the
// questionnaire's components in both languages. Server and test code only: a page loads its catalogues on demand
// (ADR 037), so no module a page imports may import this one.
import { createInstance, type TFunction } from 'i18next';
import en from './catalogues/en/questionnaire';
import es from './catalogues/es/questionnaire';
import type { Language } from './languages';

const instances = new Map<Language, ReturnType<typeof createInstance>>();

/** An i18next instance in `language` with the questionnaire catalogue (English as the fallback), ready at once. */
export function questionnaireI18n(language: Language = 'en') {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createInstance();
    // inline resources and no timer: init finishes before it returns
    void i18n.init({ lng: language, fallbackLng: 'en', ns: ['questionnaire', 'common'], defaultNS: 'questionnaire', resources: { en: { questionnaire: en }, es: { questionnaire: es } }, initImmediate: false, interpolation: { escapeValue: false } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** The questionnaire's texts in `language` (English by default). */
export function questionnaireTexts(language: Language = 'en'): TFunction<'questionnaire'> {
  return questionnaireI18n(language).getFixedT(language, 'questionnaire');
}
