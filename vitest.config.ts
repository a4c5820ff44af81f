// Vitest runs two projects: fast unit tests beside the code, and integration tests against a real PostgreSQL.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // the app's `~/` import prefix (tsconfig paths), so components can be rendered in unit tests
        resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'lib/**/*.test.ts',
            'db/**/*.test.ts',
            'worker/**/*.test.ts',
            'templates/**/*.test.{ts,tsx}',
            'i18n/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'tests/**'],
          environment: 'node',
          // The worker loads the modules once for all files instead of once per file: the stage's CPU time went from
          // 102 s to 44 s (import 128 s to 19 s summed over files), all 985 tests passing, at a load average of 13 to
          // 18 on the shared 2-core machine. No unit test mocks a module; one that does must import what uses the
          // mock after vi.resetModules(), as the integration project's security-password-checks.test.ts does
          // (scripts/vitest-config.test.ts checks both).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Vitest's default on two cores is one worker (cores - 1). Integration tests mostly wait on PostgreSQL and
          // on the processes they start, and each file has its own database copied from the template, so two files
          // run side by side.
          maxWorkers: 2,
          // A worker loads the app's modules once for all the files it runs, not once per file: loading them was
          // most of the stage's time (import 136 s of a 12-file sample, 32 s without isolation). Each file still has
          // its own database; a file that mocks a module the others load imports what uses it after
          // vi.resetModules() (security-password-checks.test.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
