import { defineConfig } from 'vitest/config';

/** `npm run test:chaos`: databases restarted, disks filled, Redis flapping, backups restored (each ≤ 60 s). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['src/**/*.chaos.ts'],
    pool: 'forks',
    // One at a time: each starts its own servers and measures recovery.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
