import { expect, test } from '../support/fixtures';

test.describe('onboarding', () => {
  test('without a partner link: Game Assist, tagline, carousel and Começar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    await expect(page.getByText('A assinatura que cuida de você!!!')).toBeVisible();
    await page.getByRole('button', { name: 'Slide 3 de 3' }).click();
    await expect(page.getByRole('button', { name: 'Slide 3 de 3' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.waitForURL('**/SignIn');
  });

  test('a partner link shows the affiliate and the product, and tapping it proceeds', async ({ page }) => {
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    const partner = page.getByRole('button', { name: /Lara Gamer/ });
    await expect(partner).toBeVisible();
    await expect(partner.locator('strong').first()).toHaveText('Lara');
    await partner.click();
    await page.waitForURL('**/SignIn');
  });

  test('the carousel advances every 4 s, and not when the person prefers reduced motion', async ({ page, browser }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Slide 1 de 3' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(4000);
    await expect(page.getByRole('button', { name: 'Slide 2 de 3' })).toHaveAttribute('aria-current', 'true');

    const calm = await browser.newContext({ reducedMotion: 'reduce', baseURL: page.url() });
    const still = await calm.newPage();
    await still.clock.install();
    await still.goto('/');
    await still.clock.runFor(12_000);
    await expect(still.getByRole('button', { name: 'Slide 1 de 3' })).toHaveAttribute('aria-current', 'true');
    await calm.close();
  });
});
