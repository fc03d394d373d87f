import { defineProject } from 'vitest/config';
import { apiProject, TIMING_TESTS } from './vitest.shared.js';

/**
 * The API tests that judge timings (the same time for known and unknown addresses): one worker,
 * in a group of its own that runs once every other file has finished. Beside another file's
 * password hashes, a two-worker run once read a 33 ms gap between two kinds of address that share
 * every step (decision 021).
 */
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
