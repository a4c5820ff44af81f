// axe-core on the current page: no serious or critical violation is allowed, with JavaScript and without.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

function serious(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
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

/**
 * axe runs as a script inside the page, which a browser with JavaScript off cannot do. Without JavaScript the
 * page's DOM is exactly what the server sent, so that DOM is served again, with its scripts taken out, to a
 * page that may run axe: the check is of what a person without JavaScript gets (no hydrated extras).
 */
async function analyzeAsServed(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const copy = await copyOf(page);
  copy.served = { url: page.url().split('#')[0]!, html };
  await copy.page.goto(copy.served.url);
  return new AxeBuilder({ page: copy.page }).analyze();
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = test.info().project.use.javaScriptEnabled ? await new AxeBuilder({ page }).analyze() : await analyzeAsServed(page);
  expect(serious(results)).toEqual([]);
}
