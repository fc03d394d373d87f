import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

/** What both web projects share: React, the `source` condition, jsdom and the set-up file. */
export const webProject = {
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // The root's (vitest.config.ts): projects run side by side only when they agree on it.
    maxWorkers: TEST_WORKERS,
  },
} satisfies UserWorkspaceConfig;

/** The boot script's tests: it listens on the document for good, so each file gets a jsdom of its own. */
export const BOOT_SCRIPT_TESTS = 'src/boot-script*.test.{ts,tsx}';
