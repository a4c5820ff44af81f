// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

function serious(results: Awaited<ReturnType<typeof analyze>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
 * page with JavaScript on to serve it in (its context's cookies load the page's pictures); without one, a new
 * context is made for the check and closed after it.
 */
export async function analyzeAsServed(page: Page, options: { copy?: Page; tags?: string[] } = {}) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const url = page.url().split('#')[0]!;
  // a page kept open across tests, or one made for this check and closed (awaited) before the check ends: a context
  // closed later, as the test's page closed, raced the next test's set-up ('Target page, context or browser has been
  // closed' at 0 ms in the no-js project)
  const context = options.copy ? undefined : await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copy = options.copy ?? (await context!.newPage());
  const served = (u: URL) => u.href === url;
  try {
    await copy.route(served, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url);
    return await analyze(copy, options.tags);
  } finally {
    if (context) await context.close();
    else await copy.unroute(served);
  }
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = test.info().project.use.javaScriptEnabled ? await analyze(page) : await analyzeAsServed(page);
  expect(serious(results)).toEqual([]);
}
