import { defineConfig } from 'vitest/config';

/** `npm run test:soak`: the long reliability runs (bounded by SOAK_SECONDS). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'soak',
    environment: 'node',
    include: ['src/**/*.soak.ts'],
    pool: 'forks',
    execArgv: ['--expose-gc'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
