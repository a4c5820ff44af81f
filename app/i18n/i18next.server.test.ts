// The pages' i18next instances (issue 33: a page must not pay for a new instance and its catalogues every time).
import { describe, expect, it } from 'vitest';
import { pageI18n, requestTexts } from './i18next.server';
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
