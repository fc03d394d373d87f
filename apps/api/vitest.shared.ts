import type { UserWorkspaceConfig } from 'vitest/config';

/** The tests whose verdict is a timing: measured alone, after every other file (vitest.timing.config.ts). */
export const TIMING_TESTS = ['src/reliability/auth-attacks.test.ts'];

/** Files that mock a module or fake timers need a module graph of their own (vitest-workers.test checks). */
export const ISOLATED_TESTS = [
  'src/modules/auth/access-tokens.test.ts',
  'src/modules/auth/password-login.test.ts',
  'src/lib/clock.test.ts',
  'src/plugins/jobs.test.ts',
];

/** What the API's two projects share: the `source` condition, Node, the global set-up and the timeouts. */
export const apiProject = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    environment: 'node',
    // PostgreSQL and Redis (scripts/test-services.mjs), and the migrated templates each file's database starts from.
    globalSetup: [
      '../../scripts/test-services/vitest-setup.mjs',
      './src/test/pglite-template.ts',
      './src/test/postgres-template.ts',
    ],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
} satisfies UserWorkspaceConfig;
