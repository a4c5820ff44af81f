// The tests' pseudo-locale (issue 35, item 6; ADR 026): every text accented, bracketed and a third longer, with
// what i18next and react-i18next read inside it untouched, made from the English catalogues at load.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, NAMESPACES } from './catalogues';
import { PSEUDO_LANGUAGE } from './languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessages, pseudoText } from './pseudo-locale';

/** The placeholders, nesting and tags of a text, in order. */
const protectedParts = (text: string) => text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9_-]+\s*\/?>/g) ?? [];
/** What a text shows, without its brackets, placeholders and tags. */
const shown = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9_-]+\s*\/?>/g, '');

function everyText(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => everyText(inner, path ? `${path}.${key}` : key));
  return [];
}

describe('pseudoText', () => {
  it('accents every letter, brackets the text and makes it a third longer', () => {
    const text = pseudoText('Sign in');
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toMatch(/^⟦Šîĝñ îñ /);
    expect(text).not.toMatch(/[A-Za-z]/);
    const inner = text.slice(1, -1);
    expect(inner.length).toBeGreaterThanOrEqual(Math.ceil('Sign in'.length * 4 / 3));
  });

  it('keeps interpolations, nesting, tags and entities as they are', () => {
    const english = 'Hello {{name}}, you have {{count, number}} forms. Read <legal>the terms</legal> or <0>this</0>.<br/>$t(common:ok) &nbsp;';
    const text = pseudoText(english);
    expect(protectedParts(text)).toEqual(protectedParts(english));
    expect(text).toContain('{{name}}');
    expect(text).toContain('{{count, number}}');
    expect(text).toContain('<legal>ţĥé ţéŕɱš</legal>');
    expect(text).toContain('<0>ţĥîš</0>');
    expect(text).toContain('&nbsp;');
    expect(shown(text).replace('&nbsp;', '')).not.toMatch(/[A-Za-z]/);
  });

  it('leaves an empty text empty', () => {
    expect(pseudoText('')).toBe('');
  });
});

describe('pseudoMessages', () => {
  it('keeps every key, plural forms included, and changes only the texts', () => {
    const english = { title: 'Forms', count_one: '{{count}} form', count_other: '{{count}} forms', list: ['One', 'Two'], nested: { deep: 'Deep' } };
    const pseudo = pseudoMessages(english);
    expect(everyText(pseudo).map(([key]) => key)).toEqual(everyText(english).map(([key]) => key));
    expect(pseudo.count_one).toContain('{{count}}');
    expect(pseudo.list[1]).toMatch(/^⟦Ţŵö /);
  });

  it('makes every namespace from the English catalogue, with the same keys and placeholders, on load', async () => {
    for (const namespace of NAMESPACES) {
      const english = await loadCatalogue('en', namespace);
      const pseudo = await loadCatalogue(PSEUDO_LANGUAGE, namespace);
      const englishTexts = everyText(english);
      const pseudoTexts = new Map(everyText(pseudo));
      expect([...pseudoTexts.keys()], namespace).toEqual(englishTexts.map(([key]) => key));
      for (const [key, text] of englishTexts) {
        const made = pseudoTexts.get(key)!;
        expect(protectedParts(made), `${namespace}:${key}`).toEqual(protectedParts(text));
        if (text !== '') expect(made.startsWith(PSEUDO_OPEN) && made.endsWith(PSEUDO_CLOSE), `${namespace}:${key}`).toBe(true);
      }
    }
  });

  it('gives i18next plurals and interpolation in the pseudo-locale', async () => {
    const i18n = createInstance();
    const resources = { [PSEUDO_LANGUAGE]: { t: pseudoMessages({ forms_one: '{{count}} form', forms_other: '{{count}} forms', hi: 'Hi {{name}}' }) } };
    await i18n.init({ lng: PSEUDO_LANGUAGE, supportedLngs: [PSEUDO_LANGUAGE], resources, defaultNS: 't', interpolation: { escapeValue: false } });
    // keys of a catalogue made here, not of the app's typed ones
    const t = (i18n.getFixedT as (language: string, namespace: string) => unknown)(PSEUDO_LANGUAGE, 't') as (key: string, options: object) => string;
    expect(t('forms', { count: 1 })).toMatch(/^⟦1 ƒöŕɱ /);
    expect(t('forms', { count: 3 })).toMatch(/^⟦3 ƒöŕɱš /);
    expect(t('hi', { name: 'ⓂAna' })).toMatch(/^⟦Ĥî ⓂAna /);
  });
});
