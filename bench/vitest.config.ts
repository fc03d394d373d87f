import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.js';

export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['lib/**/*.test.ts'], maxWorkers: TEST_WORKERS },
});
