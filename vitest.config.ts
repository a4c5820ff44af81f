// Vitest runs two projects: fast unit tests beside the code, and integration tests against a real PostgreSQL.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'lib/**/*.test.ts',
            'db/**/*.test.ts',
            'worker/**/*.test.ts',
            'templates/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'tests/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
