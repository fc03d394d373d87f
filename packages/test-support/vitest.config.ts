import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.js';

export default defineProject({
  // Spawning a Node process takes seconds on a busy machine.
  test: {
    name: 'test-support',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    maxWorkers: TEST_WORKERS,
  },
});
