import { defineProject } from 'vitest/config';
import { BOOT_SCRIPT_TESTS, webProject } from './vitest.shared.ts';

export default defineProject({
  ...webProject,
  test: { ...webProject.test, name: 'web-boot-script', include: [BOOT_SCRIPT_TESTS] },
});
