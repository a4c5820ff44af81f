// The i18next options shared by the server's per-request instance and the browser's one.
import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  // React escapes what it renders; escaping here too would show '&amp;' in the page
  interpolation: { escapeValue: false },
  // a key missing in Spanish falls back to English rather than showing the key (the catalogue test keeps them
  // complete; this is only a safety net)
  returnNull: false,
  // load the catalogues at once rather than after a timer: the page hydrates only when they are in, and a page whose
  // timers are held (a paused clock in a test, a throttled background tab) must still hydrate
  initImmediate: false,
} satisfies InitOptions;
