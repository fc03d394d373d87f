import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';
import { apiProject, ISOLATED_TESTS } from './vitest.shared.js';

/** The API tests that replace a module (`vi.mock`) or fake the timers: each file in a module graph of its own. */
export default defineProject({
  ...apiProject,
  test: {
    ...apiProject.test,
    name: 'api-isolated',
    include: ISOLATED_TESTS,
    maxWorkers: TEST_WORKERS,
  },
});
