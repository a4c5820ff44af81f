// The e-mails' words in one language, from the emails catalogue (issue 35): the worker renders an e-mail in its
// recipient's language without a request, so the catalogues are read here directly and i18next is started at once.
import { createInstance, type TFunction } from 'i18next';
import en from '../../i18n/catalogues/en/emails';
import es from '../../i18n/catalogues/es/emails';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';

/** The recipient's language and the e-mails' words in it. */
export interface EmailTexts {
  language: Language;
  t: TFunction<'emails'>;
}

const i18n = createInstance();
// inline resources and no timer: init finishes before it returns
void i18n.init({ lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, ns: ['emails'], defaultNS: 'emails', resources: { en: { emails: en }, es: { emails: es } }, initImmediate: false, interpolation: { escapeValue: false } });

/** The e-mails' words in `language`; an unknown one reads English. */
export function emailTexts(language: unknown): EmailTexts {
  const chosen: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: chosen, t: i18n.getFixedT(chosen, 'emails') };
}
