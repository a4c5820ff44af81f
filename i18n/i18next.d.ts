// Typed keys: t('footer.contactUs') is checked against the English catalogue at compile time.
import 'i18next';
import type accounts from './catalogues/en/accounts';
import type admin from './catalogues/en/admin';
import type builder from './catalogues/en/builder';
import type common from './catalogues/en/common';
import type documents from './catalogues/en/documents';
import type emails from './catalogues/en/emails';
import type guide from './catalogues/en/guide';
import type profile from './catalogues/en/profile';
import type questionnaire from './catalogues/en/questionnaire';
import type site from './catalogues/en/site';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      accounts: typeof accounts;
      profile: typeof profile;
      emails: typeof emails;
      site: typeof site;
      guide: typeof guide;
      questionnaire: typeof questionnaire;
      admin: typeof admin;
      builder: typeof builder;
      documents: typeof documents;
    };
  }
}
