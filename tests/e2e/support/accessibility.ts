// axe-core on the current page: no serious or critical violation is allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page) {
  // axe runs as a script inside the page, which a browser with JavaScript off cannot do; the server sends the
  // same markup to both, so the JavaScript run checks it for both
  if (!test.info().project.use.javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
