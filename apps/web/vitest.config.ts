import { defineProject } from 'vitest/config';
import { BOOT_SCRIPT_TESTS, webProject } from './vitest.shared.ts';

/** The web tests, one jsdom per worker (`isolate: false`; decision 021); the boot script's run apart. */
export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [BOOT_SCRIPT_TESTS],
    isolate: false,
  },
});
