// Typed keys: t('footer.contactUs') is checked against the English catalogue at compile time.
import 'i18next';
import type accounts from './catalogues/en/accounts';
import type common from './catalogues/en/common';
import type emails from './catalogues/en/emails';
import type profile from './catalogues/en/profile';
import type site from './catalogues/en/site';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; accounts: typeof accounts; profile: typeof profile; emails: typeof emails; site: typeof site };
  }
}
