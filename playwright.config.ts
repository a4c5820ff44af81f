// End-to-end tests in Debian's Chromium against the built app. Every page test runs twice: with JavaScript
// enabled and with it disabled, except the tests tagged ADMIN_ONLY (tests/e2e/support/tags.ts): they are about
// administrators' pages, which the product does not promise to work without JavaScript (DESIGN.md: "Everything an
// end user does works without JavaScript … The administrator builder may require JavaScript"; the admin
// platform's spec promises nothing either), so they run once, with JavaScript, in the project `js`. A test in
// which an end user also works on pages (a petitioner on the pay page after an admin set it up) is not tagged.
// Each worker starts its own app on its own ports and fresh data directory
// (tests/e2e/support/test.ts, ports and folders in tests/e2e/support/app-under-test.ts), so tests run in parallel
// and a test may change a global setting such as the maintenance flag without affecting another worker's tests.
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_ONLY, BOTH_VIEWS_INSIDE } from './tests/e2e/support/tags';

const WORKERS_DEFAULT = 2;

// Debian's chromium-headless-shell when it is there (scripts/test.sh installs it): the same Chromium engine without
// the browser's own shell, which is what Playwright runs headless by default. Measured on guide-shell.spec.ts (20 tests,
// 1 worker, two rounds alternated at load 20): the run's CPU, app and database included, 68.2 and 72.5 s with
// /usr/bin/chromium, 52.1 and 51.4 s with the headless shell; wall time 284 and 282 s against 185 and 197 s.
// CHROMIUM_PATH names another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: browserPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Measured on the shared 2-core machine (78 passed, 6 skipped): 1 worker (the old shared app) 17.9 min, 2 workers
  // 7.4 min, 3 workers 6.6 min, but 3 workers hit 30-s test timeouts when the machine was heavily loaded; 2 keeps
  // most of the gain with one app, database and browser fewer. E2E_WORKERS (or --workers) overrides it.
  workers: Number(process.env.E2E_WORKERS ?? WORKERS_DEFAULT),
  fullyParallel: true,
  retries: 0,
  // E2E_TIMEOUT (ms) overrides it: measured with 3 workers (E2E_WORKERS=3), the longest tests without a timeout of
  // their own took 32 to 34 s (README, the suite's time)
  timeout: Number(process.env.E2E_TIMEOUT ?? 30_000),
  reporter: [['list']],
  use: {
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    // An action or a wait for hydration that cannot happen fails within a minute and says where, rather than holding
    // its worker until the test's own timeout (ten minutes for a journey): a click's target that never shows, a page
    // that never hydrates. No action of the suite takes near this long, even on a loaded machine.
    actionTimeout: 60_000,
  },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false }, grepInvert: [new RegExp(ADMIN_ONLY), new RegExp(BOTH_VIEWS_INSIDE)] },
  ],
});
