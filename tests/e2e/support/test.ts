// The `test` of every end-to-end spec: Playwright's own, plus the worker's app under test (started once per
// worker, its address the tests' baseURL) and fixtures that seed state through the app's services instead of
// clicking through the pages before the one a test is about. (A fixture hands its value on with `provide`,
// Playwright's `use`, named so that React's rules of hooks do not take it for a hook.)
import { test as base } from '@playwright/test';
import { startFakePayPal } from './fake-paypal-server';
import { createTestUser, hydrateOnNavigation, noteScripts, signInAs, type TestUser } from './accounts';
import { APP_HEALTHY_WITHIN_MS, startAgain, startAppUnderTest, workerApps, type AppUnderTest } from './app-under-test';
import { startTestUserWorkflow } from './guide';

export { expect } from '@playwright/test';
export { ADMIN_ONLY } from './tags';

// time to clear the data directory, start the app and later stop it
const APP_START_TIMEOUT = APP_HEALTHY_WITHIN_MS + 60_000;

interface WorkerFixtures {
  /** This worker's app, started on a fresh data directory. */
  app: AppUnderTest;
  /**
   * Stops this worker's app with SIGTERM, as an operator would, and starts it again on the same data (same address);
   * resolves to the stopped app's exit code once the new one answers. For the tests of a restart: they need no app
   * of their own, and a fresh one costs a new database cluster.
   */
  restartApp: () => Promise<number | null>;
  /** This worker's app with its restart, behind `app` and `restartApp`. */
  appProcess: { app: AppUnderTest; restart: () => Promise<number | null> };
  /** This worker's app configured for PayPal against its own fake PayPal (started only for the tests that ask). */
  paypalApp: AppUnderTest;
}

interface TestFixtures {
  /** A verified petitioner, signed in in the test's browser context, with a Utah with-children form at step 1. */
  petitioner: { user: TestUser; userWorkflowId: string };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appProcess: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const { app } = workerApps(workerInfo.parallelIndex);
      let server = await startAppUnderTest(app);
      const restart = async () => {
        const code = await server.stop('SIGTERM');
        server = await startAgain(app);
        return code;
      };
      await provide({ app, restart });
      await server.stop('SIGTERM');
    },
    { scope: 'worker', timeout: APP_START_TIMEOUT },
  ],
  app: [async ({ appProcess }, provide) => provide(appProcess.app), { scope: 'worker' }],
  restartApp: [async ({ appProcess }, provide) => provide(appProcess.restart), { scope: 'worker' }],
  paypalApp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const { paypalApp, fakePayPalPort } = workerApps(workerInfo.parallelIndex);
      const paypal = await startFakePayPal(fakePayPalPort);
      const server = await startAppUnderTest(paypalApp, {
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: 'e2e-client-id',
        PAYPAL_CLIENT_SECRET: 'e2e-client-secret',
        PAYPAL_API_URL: `http://127.0.0.1:${fakePayPalPort}`,
        // PayPal's own script must not load in tests: the page redirects to the approve link instead
        PAYPAL_JS_BUTTON: 'false',
      });
      await provide(paypalApp);
      await server.stop('SIGTERM');
      paypal.closeAllConnections();
      await new Promise<void>((resolve) => paypal.close(() => resolve()));
    },
    { scope: 'worker', timeout: APP_START_TIMEOUT },
  ],
  // contexts a test opens itself (an admin's with JavaScript in the no-js project, a second person's) wait for
  // hydration after a navigation too: a field filled before React took over the page was emptied by it
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== undefined) noteScripts(context, options.javaScriptEnabled);
        context.on('page', hydrateOnNavigation);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseUrl),
  // with JavaScript on, every page of the test's context waits for hydration after a navigation (accounts.ts)
  context: async ({ context, javaScriptEnabled }, provide) => {
    noteScripts(context, javaScriptEnabled);
    if (javaScriptEnabled) {
      context.pages().forEach(hydrateOnNavigation);
      context.on('page', hydrateOnNavigation);
    }
    await provide(context);
  },
  petitioner: async ({ app, context }, provide, testInfo) => {
    const user = await createTestUser({ label: `petitioner-${testInfo.project.name}`, app });
    await signInAs(context, user, app);
    await provide({ user, userWorkflowId: await startTestUserWorkflow(user.id, { app }) });
  },
});
