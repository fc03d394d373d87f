import { availableParallelism } from 'node:os';

/**
 * Test workers for every project. Vitest's default is one worker fewer than the cores: one on CI's
 * two. The API tests mostly wait (databases, child servers, SMTP), so two share two cores well:
 * decision 021. Every project names it (scripts/vitest-workers.test.mjs checks): a project left to
 * its own default gets one worker on CI, and vitest then runs that project's files in series.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
