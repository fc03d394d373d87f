import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { serveCatalogue } from '../support/catalogue-server';

/**
 * The living catalogue of components/ui (apps/web/src/catalogue), built apart from the app:
 * every component in both themes, with no axe violation (contrast included) in either.
 */
let catalogue: Awaited<ReturnType<typeof serveCatalogue>>;
test.beforeAll(async () => {
  catalogue = await serveCatalogue();
});
test.afterAll(async () => {
  await catalogue.close();
});

test('every component shows in the light and the dark theme, and axe finds nothing', async ({ page }) => {
  await page.goto(catalogue.url);
  await expect(page.getByRole('heading', { name: 'Catálogo de componentes', level: 1 })).toBeVisible();
  const names = await page.locator('main > section > h2').allInnerTexts();
  expect(names).toEqual(
    expect.arrayContaining([
      'Button',
      'LinkRow',
      'Card e Badge',
      'Field',
      'Timeline',
      'Countdown',
      'SuccessState',
      'Sheet e Toast',
      'Page',
    ]),
  );
  for (const name of names) {
    await expect(page.getByRole('group', { name: `${name}, tema claro`, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: `${name}, tema escuro`, exact: true })).toBeVisible();
  }
  // The dark panels are dark: the theme is scoped to them.
  const background = await page
    .getByRole('group', { name: 'Button, tema escuro' })
    .evaluate((panel) => getComputedStyle(panel).backgroundColor);
  expect(background).toBe('rgb(12, 19, 36)');
  await expectNoViolations(page, 'the component catalogue');

  // The toast says it in a live region; the sheet is a modal dialog that Escape closes.
  await page
    .getByRole('group', { name: 'Sheet e Toast, tema escuro' })
    .getByRole('button', { name: 'Mostrar um aviso' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento confirmado (dark).' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Sheet e Toast, tema claro' })
    .getByRole('button', { name: 'Abrir a folha' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Exemplo de folha' })).toBeVisible();
  await expectNoViolations(page, 'the catalogue with its sheet open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Exemplo de folha' })).toBeHidden();
});
