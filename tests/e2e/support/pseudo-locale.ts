// The pseudo-locale's checks for e2e (issue 35, item 6; ADR 026). A page shown in the pseudo-locale (en-XA, made from
// the English catalogues with every text accented and bracketed, i18n/pseudo-locale.ts) shows catalogue texts in
// ⟦ ⟧; people's own words (names, answers) carry a marker the test gave them; a workflow's authored texts come from
// its definition, marked lang="en". Any other visible text was written in code: `textsNotFromCatalogues` lists them.
// The crawl over every route, role and state is the accessibility sweep's page states (support/page-states.ts) run
// with these checks; this module only checks the page it is given.
//
// Listed records (ADR 026, addendum 'listed records'): pages that list other people's records show data that is
// neither a catalogue text nor marked by a test. The rule, narrowest first:
// - records a test seeds carry `PEOPLE_MARKER` (the walk's users, their addresses and typed answers: page-states.ts);
// - records the app itself seeds (the demo accounts of db/seed.ts, the child support information and the workflow
//   type of db/seed-guide.ts) pass only as their exact strings, imported from the seed modules (`SEEDED_TEXTS`, never
//   a hand copy), a name also as Manage Users writes it ('Last, First', by the page's own `listName`);
// - a record written in another language than the page's (an e-mail in its recipient's language, listed in the
//   mailbox) passes only inside an element marked with that `lang` (right for screen readers too), that element inside
//   the page's own `<main>` in the page's language (so the shell's `lang="en"` of a page not yet translated never
//   counts), and only when the text is one of that language's catalogue texts whose values are themselves data (a
//   person's marked words, a seeded record, a workflow's authored text, an address, a number): the form's name in an
//   e-mail's subject, never a sentence of code that happens to fit a catalogue text's shape ('{{a}} of {{b}}').
import type { BrowserContext, Page } from '@playwright/test';
import { loadCatalogue, NAMESPACES } from '../../../i18n/catalogues';
import { LANGUAGE_NAMES, LANGUAGES, PSEUDO_LANGUAGE } from '../../../i18n/languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../i18n/pseudo-locale';
import { SEEDED_ACCOUNTS } from '../../../db/seed';
import { DIVORCE_TYPE, UTAH_CHILD_SUPPORT_INFO } from '../../../db/seed-guide';
import { listName } from '../../../app/services/admin/user-list';

/** The marker people's own words carry in the pseudo-locale's tests (a name 'ⓂAna', an answer 'ⓂBlue'). */
export const PEOPLE_MARKER = 'Ⓜ';

/**
 * Words shown as they are written in every language, not catalogue texts: the product's name and each language's
 * name in its own words (the language switch). Kept short: a name belongs here, a sentence never.
 */
export const WRITTEN_AS_THEY_ARE = ['Accord', ...Object.values(LANGUAGE_NAMES)];

/**
 * The records the app itself seeds, as pages show them: the demo accounts' names (alone, and 'Last, First' as Manage
 * Users lists them), the child support information's words and the seeded workflow type's title. Exact strings only.
 */
export const SEEDED_TEXTS = [
  ...SEEDED_ACCOUNTS.flatMap((account) => [account.firstName, account.lastName, listName(account), `${account.firstName} ${account.lastName}`]),
  UTAH_CHILD_SUPPORT_INFO.description,
  UTAH_CHILD_SUPPORT_INFO.website,
  DIVORCE_TYPE.title,
];

/** A catalogue text as a pattern of the whole text a page shows: its values (`{{x}}`, `$t(…)`) captured, its tags gone. */
function catalogueTextPattern(text: string): string | null {
  const parts = text.replace(/<\/?[\w-]+\s*\/?>/g, '').replace(/\s+/g, ' ').trim().split(/(\{\{[^}]+\}\}|\$t\([^)]*\))/);
  // a text that is only values says nothing of its own: it would match anything
  if (!parts.some((part, i) => i % 2 === 0 && /[A-Za-z]/.test(part))) return null;
  return `^${parts.map((part, i) => (i % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`;
}

function stringsOf(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages];
  return messages && typeof messages === 'object' ? Object.values(messages).flatMap(stringsOf) : [];
}

let cataloguePatterns: Promise<Record<string, RegExp[]>> | undefined;

/** Every catalogue text of every language, by language, as patterns (`catalogueTextPattern`): for records in another language. */
function cataloguePatternsByLanguage(): Promise<Record<string, RegExp[]>> {
  cataloguePatterns ??= Promise.all(
    LANGUAGES.map(async (language) => {
      const texts = (await Promise.all(NAMESPACES.map((namespace) => loadCatalogue(language, namespace)))).flatMap(stringsOf);
      const sources = new Set(texts.map(catalogueTextPattern).filter((p): p is string => p !== null));
      return [language, [...sources].map((source) => new RegExp(source))] as const;
    }),
  ).then(Object.fromEntries);
  return cataloguePatterns;
}

/** Chooses the pseudo-locale for the context's pages, as the language switch would keep a language (the cookie). */
export async function choosePseudoLocale(context: BrowserContext, baseUrl: string) {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(PSEUDO_LANGUAGE)).toString('base64'));
  await context.addCookies([{ name: 'accord_language', value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** Every text of a workflow definition (its authored words in every language it has), for `textsNotFromCatalogues`. */
export function definitionTexts(definition: unknown): string[] {
  if (typeof definition === 'string') return [definition];
  if (Array.isArray(definition)) return definition.flatMap(definitionTexts);
  if (definition && typeof definition === 'object') return Object.values(definition).flatMap(definitionTexts);
  return [];
}

export interface OffendingText {
  /** the words, their white space folded */
  text: string;
  /** where they are: 'text', an attribute's name ('aria-label', 'alt', 'title', 'placeholder', 'value') or 'document title' */
  source: string;
  /** the element holding them, for the failure's message: tag, id and classes */
  element: string;
}

/**
 * The texts people can see or hear on the page that came from neither a catalogue nor a person: text nodes visible to
 * people (screen-reader-only ones too), `alt`, `aria-label`, `title`, `placeholder`, the `value` of buttons, and the
 * document's title, that carry neither the pseudo brackets nor `marker`. Texts without letters (numbers, symbols) and
 * the pieces of a bracketed text that a link or tag splits off (accented letters only) pass, and so do an e-mail address
 * (a person's own, or the support address: never a catalogue's words) and `WRITTEN_AS_THEY_ARE`. A workflow's authored
 * text passes only inside an element marked `lang="en"` and only when it is one of `definitionTexts`. Listed records
 * (see the module's comment): the app's seeded records as `SEEDED_TEXTS` exactly; a record in another language only
 * inside its `lang` within the page's translated `<main>`, as one of that language's catalogue texts.
 */
export async function textsNotFromCatalogues(page: Page, options: { marker?: string; definitionTexts?: string[] } = {}): Promise<OffendingText[]> {
  const marker = options.marker ?? PEOPLE_MARKER;
  const authored = new Set((options.definitionTexts ?? []).map(fold).filter(Boolean));
  const seeded = new Set(SEEDED_TEXTS.map(fold));
  const writtenAsTheyAre = new Set(WRITTEN_AS_THEY_ARE);
  const inLanguages = await cataloguePatternsByLanguage();
  // a catalogue text's value that is data, not words of the app: people's marked words, a seeded record, a workflow's
  // authored text, an address, a number
  const isData = (value: string) => !/[A-Za-z]/.test(value) || value.includes(marker) || seeded.has(value) || authored.has(value) || writtenAsTheyAre.has(value) || EMAIL.test(value);
  const fromCode = ({ text, english, record }: ShownText) => {
    if (writtenAsTheyAre.has(text) || seeded.has(text)) return false;
    if (english !== undefined && (authored.has(text) || authored.has(english))) return false;
    // a record in another language: one of that language's catalogue texts whose values are all data
    const recordInItsLanguage = record !== undefined && (inLanguages[record] ?? []).some((pattern) => {
      const values = pattern.exec(text);
      return values !== null && values.slice(1).every((value) => isData(fold(value)));
    });
    return !recordInItsLanguage;
  };
  // the page lists what it shows that carries no sign of a catalogue or a person; the lists of words to compare with
  // stay here (about 0.3 MB: sent to the page on every call, they cost more than the walk itself)
  const shown = await page.evaluate(shownTexts, { marker, open: PSEUDO_OPEN, close: PSEUDO_CLOSE, recordLanguages: Object.keys(inLanguages) });
  return shown.filter(fromCode).map(({ text, source, element }) => ({ text, source, element }));
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text the page shows that carries no sign of a catalogue or a person, with where it is. */
interface ShownText extends OffendingText {
  /** inside an element marked lang="en": that element's text, white space folded */
  english?: string;
  /** a record's language: the text is inside an element marked with it (not the page's), within the page's own `<main>` in the page's language */
  record?: string;
}

/**
 * Runs in the page: its visible texts, the attributes people read and its title, less those marked as a catalogue's
 * (the pseudo brackets) or a person's (`marker`), those without plain letters (a number, a symbol, or an accented
 * piece of a bracketed text split by a tag) and e-mail addresses. `textsNotFromCatalogues` judges the rest.
 */
function shownTexts({ marker, open, close, recordLanguages }: { marker: string; open: string; close: string; recordLanguages: string[] }): ShownText[] {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const pageLanguage = document.documentElement.lang;
  const recordLanguageOf = (element: Element | null) => {
    const marked = element?.closest('[lang]');
    const language = marked?.getAttribute('lang');
    if (!marked || !language || language === pageLanguage || !recordLanguages.includes(language)) return undefined;
    const main = marked.parentElement?.closest('main');
    if (!main || (main.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage) return undefined;
    return language;
  };
  const found: ShownText[] = [];
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  const add = (text: string, source: string, element: Element | null) => {
    if (!text || text.includes(open) || text.includes(close) || text.includes(marker)) return;
    if (!/[A-Za-z]/.test(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return;
    const english = element?.closest('[lang="en"]');
    found.push({ text, source, element: element ? describe(element) : 'title', english: english ? fold(english.textContent ?? '') : undefined, record: recordLanguageOf(element) });
  };
  const visible = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[aria-hidden="true"], [hidden], template, script, style, noscript');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element && visible(element)) add(fold(node.textContent ?? ''), 'text', element);
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder], input[type="submit"], input[type="button"], input[type="reset"], button[value]')) {
    if (!visible(element)) continue;
    const attributes = ['alt', 'aria-label', 'title', 'placeholder'];
    // a button's value is what it shows only for <input type=submit|button|reset>; a <button>'s value is sent, not shown
    if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) attributes.push('value');
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value !== null) add(fold(value), name, element);
    }
  }
  add(fold(document.title), 'document title', null);
  return found;
}

export interface WideElement {
  element: string;
  left: number;
  right: number;
  width: number;
}

/**
 * At the page's current viewport width (set 375 px for a phone): the document's scrollWidth and the visible elements
 * reaching past the viewport's edges. A clipped screen reader's text, or an element inside a box that scrolls or clips sideways (a wide table in its
 * scroller) does not widen the page and is not listed. The page fits when scrollWidth ≤ the width and none is listed.
 */
export async function elementsWiderThanViewport(page: Page): Promise<{ viewport: number; scrollWidth: number; wider: WideElement[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const wider: Array<{ element: string; left: number; right: number; width: number }> = [];
    const clipsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // a screen reader's text (the skip link until focused) is clipped to nothing: it shows no width
      const style = getComputedStyle(element);
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= viewport + 0.5 && box.left >= -0.5)) continue;
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body && !clipped) {
        clipped = clipsSideways(parent);
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
      wider.push({ element: name, left: Math.round(box.left), right: Math.round(box.right), width: Math.round(box.width) });
    }
    return { viewport, scrollWidth: document.documentElement.scrollWidth, wider };
  });
}
