import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      'packages/contracts',
      'packages/test-support',
      'apps/api',
      'apps/api/vitest.isolated.config.ts',
      'apps/api/vitest.timing.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.boot-script.config.ts',
      'bench',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', maxWorkers: TEST_WORKERS } },
    ],
  },
});
