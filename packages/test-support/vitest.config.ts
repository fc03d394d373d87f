import { defineProject } from 'vitest/config';

export default defineProject({
  // Spawning a Node process takes seconds on a busy machine.
  test: { name: 'test-support', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
