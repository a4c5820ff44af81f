// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

function serious(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The page with JavaScript on that checks what `page`'s context was served, one for all the checks of a test: a new
 * browser context for each check cost a context's start and loading the stylesheets and fonts again (the axe pass
 * over the sample's 12 pages makes 12). It closes with `page`'s context.
 */
const copies = new WeakMap<BrowserContext, Promise<Page>>();
function copyPageOf(page: Page): Promise<Page> {
  const context = page.context();
  let copy = copies.get(context);
  if (!copy) {
    copy = context
      .browser()!
      .newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
      .then((served) => {
        context.on('close', () => void served.close());
        return served.newPage();
      });
    copies.set(context, copy);
  }
  return copy;
}

/**
 * axe runs as a script inside the page, which a browser with JavaScript off cannot do. Without JavaScript the
 * page's DOM is exactly what the server sent, so that DOM is served again, with its scripts taken out, to a
 * page that may run axe: the check is of what a person without JavaScript gets (no hydrated extras).
 */
async function analyzeAsServed(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const url = page.url().split('#')[0]!;
  const copy = await copyPageOf(page);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  const served = (u: URL) => u.href === url;
  await copy.route(served, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  try {
    await copy.goto(url);
  } finally {
    await copy.unroute(served);
  }
  return new AxeBuilder({ page: copy }).analyze();
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = test.info().project.use.javaScriptEnabled ? await new AxeBuilder({ page }).analyze() : await analyzeAsServed(page);
  expect(serious(results)).toEqual([]);
}
