import { defineProject } from 'vitest/config';
import { apiProject, TIMING_TESTS } from './vitest.shared.js';

/** The API tests that judge timings: one worker, in a group run after every other file (decision 021). */
export default defineProject({
  ...apiProject,
  test: {
    ...apiProject.test,
    name: 'api-timing',
    include: TIMING_TESTS,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
