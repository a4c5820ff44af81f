// English texts without a request, for what is English only and needs them at load time: the admin forms' validation
// messages (the accounts catalogue's), and tests. Never imported by a page that speaks other languages: it would carry
// the English catalogue into that page's JavaScript whatever its language (issue 35, item 7). Built synchronously from
// the English catalogue, with i18next doing interpolation and plurals as it does for every page.
import { createInstance, type TFunction } from 'i18next';
import accounts from './catalogues/en/accounts';
import admin from './catalogues/en/admin';

/** The account forms' validation messages in English (the admin forms share them). */
export const MESSAGES = accounts.validation;

export function fixedEnglish<N extends 'accounts' | 'admin' | 'builder' | 'documents'>(namespace: N, catalogue: object): TFunction<N> {
  const i18n = createInstance();
  // inline resources and no timer: init finishes before it returns
  void i18n.init({ lng: 'en', fallbackLng: 'en', ns: [namespace], defaultNS: namespace, resources: { en: { [namespace]: catalogue } }, initImmediate: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT('en', namespace);
}

export function englishAccounts(): TFunction<'accounts'> {
  return fixedEnglish('accounts', accounts);
}

/** The admin catalogue in English, for tests of the admin forms' schemas and services. */
export function englishAdmin(): TFunction<'admin'> {
  return fixedEnglish('admin', admin);
}

