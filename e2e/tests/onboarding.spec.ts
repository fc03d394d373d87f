import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';

test.describe('onboarding', () => {
  test('without an affiliate link: Game Assist, tagline, carousel and Começar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    await expect(page.getByText('A assinatura que cuida de você!!!')).toBeVisible();
    await page.getByRole('button', { name: 'Slide 3 de 3' }).click();
    await expect(page.getByRole('button', { name: 'Slide 3 de 3' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Começar' }).click();
    await page.waitForURL(`**${webPaths.signIn}`);
  });

  test('an affiliate link shows the affiliate and the product, and tapping it proceeds', async ({ page }) => {
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    const affiliate = page.getByRole('link', { name: /Lara Gamer/ });
    await expect(affiliate).toBeVisible();
    await expect(affiliate.locator('strong').first()).toHaveText('Lara');
    await affiliate.click();
    await page.waitForURL(`**${webPaths.signIn}`);
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
    // This page is not the fixture's: wait, as it would, until the app has hydrated the
    // prerendered screen, so the clock runs where an interval would exist.
    await still.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(still.getByRole('button', { name: 'Retomar carrossel' })).toBeVisible();
    await still.clock.runFor(12_000);
    await expect(still.getByRole('button', { name: 'Slide 1 de 3' })).toHaveAttribute('aria-current', 'true');

    // Turning reduced motion off while the screen is open starts the carousel.
    await still.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(still.getByRole('button', { name: 'Pausar carrossel' })).toBeVisible();
    await still.clock.runFor(4000);
    await expect(still.getByRole('button', { name: 'Slide 2 de 3' })).toHaveAttribute('aria-current', 'true');
    await calm.close();
  });

  test('a labelled button pauses and resumes the carousel from the keyboard, and nothing moves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Conheça os benefícios' });
    const size = async () => {
      const box = await carousel.boundingBox();
      return { width: box?.width, height: box?.height };
    };
    const sizeBefore = await size();
    const current = (n: number) =>
      expect(page.getByRole('button', { name: `Slide ${n} de 3` })).toHaveAttribute('aria-current', 'true');
    const start = page.getByRole('link', { name: 'Começar' });

    await page.getByRole('button', { name: 'Pausar carrossel' }).press('Enter');
    const resume = page.getByRole('button', { name: 'Retomar carrossel' });
    await expect(resume).toBeVisible();
    // Leave the carousel: focus inside it holds it still by itself.
    await start.focus();
    await page.clock.runFor(12_000);
    await current(1);
    expect(await size()).toEqual(sizeBefore);

    await resume.press(' ');
    await expect(page.getByRole('button', { name: 'Pausar carrossel' })).toBeVisible();
    await start.focus();
    await page.clock.runFor(4000);
    await current(2);
    expect(await size()).toEqual(sizeBefore);
  });
});
