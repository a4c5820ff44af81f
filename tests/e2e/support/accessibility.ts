// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import axeCore from 'axe-core';

function serious(results: Awaited<ReturnType<typeof analyze>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The axe tags of the route sweep (issue 32): WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const SWEEP_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Whether the page has a frame whose sandbox forbids scripts (the mailbox's e-mail, the e-mail test page's preview). */
async function hasScriptlessFrame(page: Page) {
  const sandboxes = await page.locator('iframe[sandbox]').evaluateAll((frames) => frames.map((f) => (f as HTMLIFrameElement).sandbox.contains('allow-scripts')));
  return sandboxes.includes(false);
}

/** This HTML with its frames whose sandbox forbids scripts allowed them (their content is static: e-mails, previews). */
const allowScriptsInFrames = (html: string) =>
  html.replace(/<iframe\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) =>
    tag.replace(/\bsandbox="([^"]*)"/i, (attribute, tokens: string) => (/\ballow-scripts\b/.test(tokens) ? attribute : `sandbox="${`${tokens} allow-scripts`.trim()}"`)),
  );

/**
 * axe-core in every page of the context from its start (a script of the context's own, which a page without
 * JavaScript does not run). AxeBuilder sends axe's 550 KB source to the page and evaluates it before each check,
 * twice in its legacy mode: about 0.4 s of a check that takes 0.1 s to run (measured on the questionnaire's pages);
 * in a page that has axe already, the check skips that (`analyze`). For a walk that checks every page it opens.
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ content: axeCore.source });
}

/** What AxeBuilder evaluates before its check in a page that has axe already (a statement that does nothing). */
const AXE_IN_PAGE = ';';

/**
 * axe in the page for a check in legacy mode: AxeBuilder evaluates the source it is given twice before such a check
 * (once in `analyze`, once more in its frames' injection), 550 KB sent and compiled each time; a page without axe
 * (not `preloadAxe`d) gets it here once, and AxeBuilder the statement that does nothing.
 */
async function axeInPage(page: Page): Promise<string> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axeCore.source);
  return AXE_IN_PAGE;
}

/**
 * axe on the page as it is now, limited to these tags if any are given (every rule of axe otherwise).
 *
 * axe runs inside each frame of the page too, which a frame whose sandbox forbids scripts does not allow: the check
 * of such a page hung for minutes now and then (Playwright's evaluate in that frame never returned; the route sweep
 * stalled on /mailbox/:emailId), and when it finished, the frame's content had not been checked. Such a page is
 * checked as a copy of its DOM in which those frames may run axe: the same elements, attributes and frame contents,
 * so every rule applies to all of it, the e-mail inside the frame too.
 */
export async function analyze(page: Page, tags?: string[]): Promise<AxeResults> {
  if (await hasScriptlessFrame(page)) return analyzeAsServed(page, { tags });
  // Only the violations are read: axe still runs every rule, but gathers one node each of what passed or needs a
  // look. A page without frames is checked by axe.run in the page itself (legacy mode), the same rules over the same
  // DOM; a page with frames needs axe's partial runs, one per frame, finished in a blank page of its own. Together
  // they make a check about three times as fast (1-2 s instead of 4-7 s a page, measured on the loaded machine).
  const legacy = page.frames().length === 1;
  // a page with frames gets axe's source in each of them, as AxeBuilder does
  const builder = new AxeBuilder({ page, axeSource: legacy ? await axeInPage(page) : undefined }).options({ resultTypes: ['violations'] }).setLegacyMode(legacy);
  return (tags ? builder.withTags(tags) : builder).analyze();
}

/**
 * The page each browser (one per Playwright worker) serves copies in when a check brings none: JavaScript on, axe in
 * every page it loads (`preloadAxe`), kept until the browser closes (with its worker). A context made and closed for
 * each check started a renderer process every time; one closed after the check's test had ended raced the next
 * test's set-up ('Target page, context or browser has been closed' at 0 ms in the no-js project), which a page that
 * is never closed cannot do. It has no cookies, as those contexts had none.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>();

async function copyPageOf(browser: Browser): Promise<Page> {
  const kept = await copyPages.get(browser);
  // a renderer that crashed closes its page: the next check makes another
  if (kept && !kept.isClosed()) return kept;
  const made = (async () => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    await preloadAxe(context);
    return context.newPage();
  })();
  copyPages.set(browser, made);
  return made;
}

/**
 * axe runs as a script inside the page, which a browser with JavaScript off cannot do (its timers never fire, and
 * axe's run waits for them). Without JavaScript the page's DOM is exactly what the server sent, so that DOM is served
 * again, with its scripts taken out, to a page that may run axe: the check is of what a person without JavaScript
 * gets (no hydrated extras). `copy` is a page with JavaScript on to serve it in (the route sweep's, whose context's
 * cookies load the page's pictures); without one, the browser's copy page (`copyPageOf`).
 */
export async function analyzeAsServed(page: Page, options: { copy?: Page; tags?: string[] } = {}) {
  const html = allowScriptsInFrames(await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const url = page.url().split('#')[0]!;
  const copy = options.copy ?? (await copyPageOf(page.context().browser()!));
  const viewport = page.viewportSize();
  if (!options.copy && viewport) await copy.setViewportSize(viewport);
  const served = (u: URL) => u.href === url;
  try {
    await copy.route(served, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url);
    return await analyze(copy, options.tags);
  } finally {
    await copy.unroute(served);
  }
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = test.info().project.use.javaScriptEnabled ? await analyze(page) : await analyzeAsServed(page);
  expect(serious(results)).toEqual([]);
}

/**
 * What covers the focused element at its own centre, or null when nothing does (the element itself, a part of it, or
 * its own label is found there; nothing focused counts as nothing covered).
 */
export function coveringFocus(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const labels = 'labels' in focused && focused.labels ? [...(focused.labels as NodeListOf<HTMLLabelElement>)] : [];
    if (hit && (hit === focused || focused.contains(hit) || labels.some((label) => label.contains(hit)))) return null;
    const name = (e: Element | null) => (e ? `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}> '${(e as HTMLElement).innerText?.trim().slice(0, 40) ?? ''}'` : 'nothing (off screen)');
    return `${name(focused)} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)} in ${innerWidth}x${innerHeight} is covered by ${name(hit)}`;
  });
}
