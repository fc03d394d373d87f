import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';

export default defineProject({
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: TEST_WORKERS },
});
