// The pseudo-locale's checks for e2e (issue 35, item 6; ADR 026). A page shown in the pseudo-locale (en-XA, made from
// the English catalogues with every text accented and bracketed, i18n/pseudo-locale.ts) shows catalogue texts in
// ⟦ ⟧; people's own words (names, answers) carry a marker the test gave them; a workflow's authored texts come from
// its definition, marked lang="en". Any other visible text was written in code: `textsNotFromCatalogues` lists them.
// The crawl over every route, role and state is the accessibility sweep's page states (support/page-states.ts) run
// with these checks; this module only checks the page it is given.
import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_NAMES, PSEUDO_LANGUAGE } from '../../../i18n/languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../i18n/pseudo-locale';

/** The marker people's own words carry in the pseudo-locale's tests (a name 'ⓂAna', an answer 'ⓂBlue'). */
export const PEOPLE_MARKER = 'Ⓜ';

/**
 * Words shown as they are written in every language, not catalogue texts: the product's name and each language's
 * name in its own words (the language switch). Kept short: a name belongs here, a sentence never.
 */
export const WRITTEN_AS_THEY_ARE = ['Accord', ...Object.values(LANGUAGE_NAMES)];

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
 * text passes only inside an element marked `lang="en"` and only when it is one of `definitionTexts`.
 */
export async function textsNotFromCatalogues(page: Page, options: { marker?: string; definitionTexts?: string[] } = {}): Promise<OffendingText[]> {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const authored = [...new Set((options.definitionTexts ?? []).map(fold).filter(Boolean))];
  return page.evaluate(
    ({ marker, authored, open, close, asWritten }) => {
      const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
      const authoredTexts = new Set(authored);
      const writtenAsTheyAre = new Set(asWritten);
      const found: Array<{ text: string; source: string; element: string }> = [];
      const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
      const fromCode = (text: string, element: Element | null) => {
        if (!text || text.includes(open) || text.includes(close) || text.includes(marker)) return false;
        // no plain letters: a number, a symbol, or an accented piece of a bracketed text split by a tag
        if (!/[A-Za-z]/.test(text)) return false;
        if (writtenAsTheyAre.has(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return false;
        const english = element?.closest('[lang="en"]');
        if (english && (authoredTexts.has(text) || authoredTexts.has(fold(english.textContent ?? '')))) return false;
        return true;
      };
      const visible = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[aria-hidden="true"], [hidden], template, script, style, noscript');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !visible(element)) continue;
        const text = fold(node.textContent ?? '');
        if (fromCode(text, element)) found.push({ text, source: 'text', element: describe(element) });
      }
      for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder], input[type="submit"], input[type="button"], input[type="reset"], button[value]')) {
        if (!visible(element)) continue;
        const attributes = ['alt', 'aria-label', 'title', 'placeholder'];
        // a button's value is what it shows only for <input type=submit|button|reset>; a <button>'s value is sent, not shown
        if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) attributes.push('value');
        for (const name of attributes) {
          const value = element.getAttribute(name);
          if (value === null) continue;
          const text = fold(value);
          if (fromCode(text, element)) found.push({ text, source: name, element: describe(element) });
        }
      }
      const title = fold(document.title);
      if (fromCode(title, null)) found.push({ text: title, source: 'document title', element: 'title' });
      return found;
    },
    { marker: options.marker ?? PEOPLE_MARKER, authored, open: PSEUDO_OPEN, close: PSEUDO_CLOSE, asWritten: WRITTEN_AS_THEY_ARE },
  );
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
