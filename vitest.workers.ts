import { availableParallelism } from 'node:os';

/**
 * Test workers for every project. Vitest's default is one worker fewer than the cores: one on CI's
 * two. The API tests mostly wait (databases, child servers, SMTP), so two share two cores well:
 * decision 021. Projects that run side by side must agree on it, so the web projects, which set
 * their own isolation, name it too.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
