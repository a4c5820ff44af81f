// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

function serious(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe runs as a script inside the page, which a browser with JavaScript off cannot do. Without JavaScript the
 * page's DOM is exactly what the server sent, so that DOM is served again, with its scripts taken out, to a
 * page that may run axe: the check is of what a person without JavaScript gets (no hydrated extras).
 */
async function analyzeAsServed(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const url = page.url().split('#')[0]!;
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route((u) => u.href === url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url);
    return await new AxeBuilder({ page: copy }).analyze();
  } finally {
    await context.close();
  }
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = test.info().project.use.javaScriptEnabled ? await new AxeBuilder({ page }).analyze() : await analyzeAsServed(page);
  expect(serious(results)).toEqual([]);
}
