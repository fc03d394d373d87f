import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';
import { apiProject, ISOLATED_TESTS, TIMING_TESTS } from './vitest.shared.js';

/**
 * The API tests, every file in one module graph per worker (`isolate: false`): importing the app
 * once per worker instead of once per file took about a fifth of their CPU (decision 021). The
 * files that need a module graph of their own are the `api-isolated` project.
 */
export default defineProject({
  ...apiProject,
  test: {
    ...apiProject.test,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...TIMING_TESTS, ...ISOLATED_TESTS],
    isolate: false,
    // Without it the project's own default (cores - 1: one on CI) runs every file in series.
    maxWorkers: TEST_WORKERS,
  },
});
