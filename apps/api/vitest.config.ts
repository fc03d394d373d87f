import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';
import { apiProject, ISOLATED_TESTS, TIMING_TESTS } from './vitest.shared.js';

/** The API tests, one module graph per worker (`isolate: false`, decision 021). */
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
