// The pages' i18next instances (issue 33: a page must not pay for a new instance and its catalogues every time).
import { describe, expect, it } from 'vitest';
import { languageCookie, pageI18n, pageLanguage, requestLanguage, requestTexts } from './i18next.server';
import { parseEnv } from '../../lib/env.server';
import en from '../../i18n/catalogues/en/common';
import es from '../../i18n/catalogues/es/common';

describe('pageI18n', () => {
  it('gives every page in one language the same instance, with its catalogue loaded, and each language its own', async () => {
    const [english, again, spanish] = await Promise.all([pageI18n('en'), pageI18n('en'), pageI18n('es')]);
    expect(again).toBe(english);
    expect(await pageI18n('es')).toBe(spanish);
    expect(spanish).not.toBe(english);
    expect(english.language).toBe('en');
    expect(english.t('skipToContent')).toBe(en.skipToContent);
    expect(spanish.t('skipToContent')).toBe(es.skipToContent);
    expect(spanish.t('quickExit.label')).toBe(es.quickExit.label);
  });

  it("gives a loader the texts of the request's language from the kept instance", async () => {
    const spanish = await requestTexts(new Request('http://localhost/', { headers: { 'accept-language': 'es-MX,es;q=0.9' } }), 'common');
    expect(spanish('quickExit.label')).toBe(es.quickExit.label);
    const english = await requestTexts(new Request('http://localhost/'), 'common');
    expect(english('quickExit.label')).toBe(en.quickExit.label);
  });
});

describe('the pseudo-locale (tests only, ADR 026)', () => {
  const holder = globalThis as typeof globalThis & { __accordEnv?: ReturnType<typeof parseEnv> };
  const withPseudoCookie = async () => new Request('http://localhost/', { headers: { cookie: await languageCookie.serialize('en-XA') } });
  const withEnv = async <T>(env: Record<string, string>, run: () => Promise<T>) => {
    const kept = holder.__accordEnv;
    holder.__accordEnv = parseEnv({ ...process.env, ...env });
    try {
      return await run();
    } finally {
      holder.__accordEnv = kept;
    }
  };

  it('is a page language only when the app runs with TEST_PSEUDO_LOCALE, never from `npm start`\'s settings', async () => {
    expect(await withEnv({ TEST_PSEUDO_LOCALE: 'false' }, async () => pageLanguage(await withPseudoCookie()))).toBe('en');
    expect(await withEnv({}, async () => pageLanguage(await withPseudoCookie()))).toBe('en');
    expect(await withEnv({ TEST_PSEUDO_LOCALE: 'true' }, async () => pageLanguage(await withPseudoCookie()))).toBe('en-XA');
    // dates, e-mails and definitions read the person's language: English under the pseudo-locale
    expect(await withEnv({ TEST_PSEUDO_LOCALE: 'true' }, async () => requestLanguage(await withPseudoCookie()))).toBe('en');
  });

  it("gives a loader the pseudo-locale's texts, made from English", async () => {
    const pseudo = await withEnv({ TEST_PSEUDO_LOCALE: 'true' }, async () => requestTexts(await withPseudoCookie(), 'common'));
    expect(pseudo('quickExit.label')).toMatch(new RegExp(`^⟦.+⟧$`));
    expect(pseudo('quickExit.label')).not.toMatch(/[A-Za-z]/);
  });
});
