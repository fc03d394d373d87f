import { defineProject } from 'vitest/config';
import { BOOT_SCRIPT_TESTS, webProject } from './vitest.shared.ts';

/**
 * The web app's tests, one jsdom per worker (`isolate: false`): a fresh jsdom and module graph per
 * file cost 138 s of the project's 21 (decision 021). Each test leaves the page as it found it
 * (src/test/setup.ts). The boot script's tests run apart (vitest.boot-script.config.ts).
 */
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
