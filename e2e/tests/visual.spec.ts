import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { MAIN_SCREENS, requestSupport, volatileParts } from '../support/subscriber-screens';

/**
 * Visual regression of the subscriber's main screens in both themes, against the PNGs committed in
 * visual.spec.ts-snapshots/ (`npx playwright test tests/visual.spec.ts --update-snapshots` after a
 * change meant to show), within playwright.config.ts's tolerance.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the main screens look as they did, ${colorScheme}`, () => {
    test.use({ colorScheme, deviceScaleFactor: 1 });

    test(`${colorScheme}: Início, a coverage in its waiting period, the card, the plan, charges, requests, Perfil`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page);
      await requestSupport(page);
      for (const screen of MAIN_SCREENS) {
        await screen.open(page);
        await expect(page, screen.name).toHaveScreenshot(`${screen.name}-${colorScheme}.png`, {
          mask: volatileParts(page),
        });
        await page.keyboard.press('Escape');
      }
    });
  });
}
