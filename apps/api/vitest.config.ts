import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';
import { apiProject, TIMING_TESTS } from './vitest.shared.js';

export default defineProject({
  ...apiProject,
  test: {
    ...apiProject.test,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: TIMING_TESTS,
    // Without it the project's own default (cores - 1: one on CI) runs every file in series.
    maxWorkers: TEST_WORKERS,
  },
});
