// End-to-end tests in Debian's Chromium against the built app. Every page test runs twice: with JavaScript
// enabled and with it disabled, except the tests tagged ADMIN_ONLY (tests/e2e/support/tags.ts): they are about
// administrators' pages, which the product does not promise to work without JavaScript (DESIGN.md: "Everything an
// end user does works without JavaScript … The administrator builder may require JavaScript"; the admin
// platform's spec promises nothing either), so they run once, with JavaScript, in the project `js`. A test in
// which an end user also works on pages (a petitioner on the pay page after an admin set it up) is not tagged.
// Each worker starts its own app on its own ports and fresh data directory
// (tests/e2e/support/test.ts, ports and folders in tests/e2e/support/app-under-test.ts), so tests run in parallel
// and a test may change a global setting such as the maintenance flag without affecting another worker's tests.
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_ONLY, BOTH_VIEWS_INSIDE } from './tests/e2e/support/tags';

const WORKERS_DEFAULT = 2;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  timeout: 30_000,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false }, grepInvert: [new RegExp(ADMIN_ONLY), new RegExp(BOTH_VIEWS_INSIDE)] },
  ],
});
