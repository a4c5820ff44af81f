// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

function serious(results: Awaited<ReturnType<typeof analyze>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The page each test's page hands its served markup to, with the markup it serves next. */
interface Copy {
  page: Page;
  served: { url: string; html: string };
}
const copies = new WeakMap<Page, Promise<Copy>>();

/**
 * One JavaScript page per checked page, kept for all the checks of a test (a new browser context for each check
 * cost the sample's axe pass most of its time without JavaScript) and closed with the test's page. It answers
 * the address of the page being checked with the markup handed to it last.
 */
function copyOf(page: Page): Promise<Copy> {
  let copy = copies.get(page);
  if (!copy) {
    copy = (async () => {
      const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
      page.once('close', () => void context.close());
      const made: Copy = { page: await context.newPage(), served: { url: '', html: '' } };
      await made.page.route(
        (u) => u.href === made.served.url,
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: made.served.html }),
      );
      return made;
    })();
    copies.set(page, copy);
  }
  return copy;
}

/** The axe tags of the route sweep (issue 32): WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
export const SWEEP_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe on the page as it is now, limited to these tags if any are given (every rule of axe otherwise). */
export function analyze(page: Page, tags?: string[]) {
  const builder = new AxeBuilder({ page });
  return (tags ? builder.withTags(tags) : builder).analyze();
}

/**
 * axe runs as a script inside the page, which a browser with JavaScript off cannot do. Without JavaScript the
 * page's DOM is exactly what the server sent, so that DOM is served again, with its scripts taken out, to a
 * page that may run axe: the check is of what a person without JavaScript gets (no hydrated extras). `copy` is a
 * page with JavaScript on to serve it in (its context's cookies load the page's pictures); without one, the page kept
 * for this test's checks serves it (`copyOf`).
 */
export async function analyzeAsServed(page: Page, options: { copy?: Page; tags?: string[] } = {}) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const url = page.url().split('#')[0]!;
  if (!options.copy) {
    // a test's own checks: its kept JavaScript page serves the markup
    const kept = await copyOf(page);
    kept.served = { url, html };
    await kept.page.goto(url);
    return analyze(kept.page, options.tags);
  }
  const copy = options.copy;
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
