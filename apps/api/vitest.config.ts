import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PostgreSQL and Redis for the tests that need them, found or started (scripts/test-services.mjs).
    // And the migrated PGlite data directory and PostgreSQL database each file's database starts
    // from (src/test/pglite-template.ts, src/test/postgres-template.ts).
    globalSetup: [
      '../../scripts/test-services/vitest-setup.mjs',
      './src/test/pglite-template.ts',
      './src/test/postgres-template.ts',
    ],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    // Without it the project's own default (cores - 1: one on CI) runs every file in series.
    maxWorkers: TEST_WORKERS,
    hookTimeout: 60_000,
  },
});
