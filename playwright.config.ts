// End-to-end tests in Debian's Chromium against the built app. Every page test runs twice: with JavaScript
// enabled and with it disabled. Each worker starts its own app on its own ports and fresh data directory
// (tests/e2e/support/test.ts, ports and folders in tests/e2e/support/app-under-test.ts), so tests run in parallel
// and a test may change a global setting such as the maintenance flag without affecting another worker's tests.
import { defineConfig, devices } from '@playwright/test';

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
  // measured on the 2-core machine: see README (E2E_WORKERS overrides it)
  workers: Number(process.env.E2E_WORKERS ?? WORKERS_DEFAULT),
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
  ],
});
