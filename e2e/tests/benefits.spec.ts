import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test.describe('benefits dashboard', () => {
  test('categories with at most 3 coverages; a coverage opens its sheet, which closes by button, Escape and backdrop', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'life balance' })).toBeVisible();
    const lifeBalance = page.getByRole('region', { name: 'life balance' });
    await expect(lifeBalance.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Ana Souza: ver perfil/ })).toBeVisible();

    const telemedicina = page.getByRole('button', { name: 'Telemedicina' });
    await telemedicina.click();
    const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('1 consulta por mês')).toBeVisible();
    await sheet.getByText('Prestador').click();
    await expect(sheet.getByText('VivaBem Telessaúde')).toBeVisible();
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toBeHidden();
    await expect(telemedicina).toBeFocused();

    await telemedicina.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await telemedicina.click();
    await expect(sheet).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(sheet).toBeHidden();
  });

  test('the partner coverage opens the partner bio with its feed loaded on request', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Lara Gamer' }).click();
    const sheet = page.getByRole('dialog', { name: 'Lara Gamer' });
    await expect(sheet.getByRole('heading', { name: 'Bio' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Feed' })).toBeVisible();
    await expect(sheet.locator('strong').first()).toHaveText('Lara');
    await expect(sheet.locator('iframe')).toHaveCount(0);
    await expect(sheet.getByText('Verificado · Parceiro oficial Game Assist')).toBeVisible();
  });

  test('the card icon opens the card menu and the avatar opens the profile', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Menu do cartão' }).click();
    await page.waitForURL('**/CardMenu');
    await page.goBack();
    await page.getByRole('link', { name: /ver perfil/ }).click();
    await page.waitForURL('**/Profile');
  });
});
