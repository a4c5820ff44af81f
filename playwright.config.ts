// End-to-end tests in Debian's Chromium against the built app on a fresh data directory. Every page test runs
// twice: with JavaScript enabled and with it disabled.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// both overridable, so that two runs on one machine do not share (and wipe) each other's app
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
export const E2E_PAYPAL_DATA_DIR = process.env.E2E_PAYPAL_DATA_DIR ?? '.e2e-data-paypal';
const FAKE_PAYPAL_PORT = Number(process.env.E2E_FAKE_PAYPAL_PORT ?? 3290);
const PAYPAL_APP_PORT = Number(process.env.E2E_PAYPAL_APP_PORT ?? 3211);

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
  // tests share one app and its settings (the maintenance flag is global), so they run one at a time
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `bash tests/e2e/support/start-app.sh ${E2E_DATA_DIR}`,
      // SIGTERM lets the app stop its embedded PostgreSQL (the default SIGKILL would orphan it)
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
    // the PayPal path: a local Orders v2 server and a second app configured for PayPal (tests/e2e/paypal.spec.ts)
    {
      command: 'node --import tsx tests/e2e/support/fake-paypal-server.ts',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      url: `http://127.0.0.1:${FAKE_PAYPAL_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT) },
    },
    {
      command: `bash tests/e2e/support/start-app.sh ${E2E_PAYPAL_DATA_DIR}`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      url: `http://127.0.0.1:${PAYPAL_APP_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(PAYPAL_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_PAYPAL_DATA_DIR,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'e2e-client-id',
        PAYPAL_CLIENT_SECRET: 'e2e-client-secret',
        PAYPAL_API_URL: `http://127.0.0.1:${FAKE_PAYPAL_PORT}`,
        // PayPal's own script must not load in tests: the page redirects to the approve link instead
        PAYPAL_JS_BUTTON: 'false',
      },
    },
  ],
});
