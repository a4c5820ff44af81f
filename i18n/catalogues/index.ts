// Every namespace of every language, loaded on demand: a page loads only the namespaces its routes name in
// `handle.i18n` (remix-i18next), on the server and in the browser alike (Vite makes one chunk per catalogue).
import { PSEUDO_LANGUAGE, type Language } from '../languages';

export const NAMESPACES = [
  'common',
  'accounts',
  'profile',
  'emails',
  'site',
  'guide',
  'questionnaire',
  'admin',
  'builder',
  'documents',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<{ default: unknown }>;

const CATALOGUES: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import('./en/common'),
    accounts: () => import('./en/accounts'),
    profile: () => import('./en/profile'),
    emails: () => import('./en/emails'),
    site: () => import('./en/site'),
    guide: () => import('./en/guide'),
    questionnaire: () => import('./en/questionnaire'),
    admin: () => import('./en/admin'),
    builder: () => import('./en/builder'),
    documents: () => import('./en/documents'),
  },
  es: {
    common: () => import('./es/common'),
    accounts: () => import('./es/accounts'),
    profile: () => import('./es/profile'),
    emails: () => import('./es/emails'),
    site: () => import('./es/site'),
    guide: () => import('./es/guide'),
    questionnaire: () => import('./es/questionnaire'),
    admin: () => import('./es/admin'),
    builder: () => import('./es/builder'),
    documents: () => import('./es/documents'),
  },
};

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** One namespace's messages in one language; an unknown language or namespace has none (i18next falls back). */
export async function loadCatalogue(language: string, namespace: string): Promise<object> {
  // the tests' pseudo-locale is made from English here, its transform a chunk loaded only for it
  if (language === PSEUDO_LANGUAGE) {
    const [{ pseudoMessages }, english] = await Promise.all([import('../pseudo-locale'), loadCatalogue('en', namespace)]);
    return pseudoMessages(english);
  }
  const byNamespace = (CATALOGUES as Record<string, Record<Namespace, Loader> | undefined>)[language];
  if (!byNamespace || !isNamespace(namespace)) return {};
  return (await byNamespace[namespace]()).default as object;
}
