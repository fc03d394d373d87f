import { defineProject } from 'vitest/config';

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
    hookTimeout: 60_000,
  },
});
