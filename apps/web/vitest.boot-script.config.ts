import { defineProject } from 'vitest/config';
import { BOOT_SCRIPT_TESTS, webProject } from './vitest.shared.ts';

/** The boot script's tests, each file in a jsdom of its own: the script's document listeners stay for good. */
export default defineProject({
  ...webProject,
  test: { ...webProject.test, name: 'web-boot-script', include: [BOOT_SCRIPT_TESTS] },
});
