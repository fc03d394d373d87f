import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The API tests mostly wait
    // (databases, child servers, SMTP), so two share two cores well: decision 021.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'packages/test-support',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.boot-script.config.ts',
      'bench',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
