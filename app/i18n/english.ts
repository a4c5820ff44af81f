// A namespace's English texts without a request: what a module needs at load time (the account forms' English
// schemas for the pages not yet translated, the admin forms' messages). Built synchronously from the English
// catalogue, with i18next doing interpolation and plurals as it does for every page.
import { createInstance, type TFunction } from 'i18next';
import accounts from './catalogues/en/accounts';

export function englishAccounts(): TFunction<'accounts'> {
  const i18n = createInstance();
  // inline resources and no timer: init finishes before it returns
  void i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['accounts'], defaultNS: 'accounts', resources: { en: { accounts } }, initImmediate: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT('en', 'accounts');
}
