import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expectNoViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { bootScriptFiles, holdTheEntry } from '../support/hold-entry';

/** The state redux-persist has written so far: it writes a moment after each change, not at once. */
const persisted = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>);

test.describe('first-launch privacy notice', () => {
  test.use({ firstLaunch: true });

  test('shows once, over a page that stays usable, and is gone after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Guardamos neste aparelho só o necessário');
    await expect(notice.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      webPaths.privacyPolicy,
    );
    // Not a modal: the carousel under it still answers.
    await page.getByRole('button', { name: 'Slide 3 de 3' }).click();
    await expect(page.getByRole('button', { name: 'Slide 3 de 3' })).toHaveAttribute('aria-current', 'true');

    // From the keyboard: the close control and the answers take a visible focus.
    const accept = notice.getByRole('button', { name: 'Aceitar' });
    await accept.focus();
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect
      .poll(() => persisted(page))
      .toMatchObject({ firstLaunch: 'false', consent: '{"geolocation":true,"geolocationUnlogged":true}' });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
  });

  test('closing it declines the location lookup, and it does not come back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Fechar aviso de privacidade' }).click();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
    await expect
      .poll(() => persisted(page))
      .toMatchObject({ firstLaunch: 'false', consent: '{"geolocation":false,"geolocationUnlogged":true}' });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
  });

  test('the answer is changed later at the end of the privacy policy, as easily, and stays changed', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => persisted(page)).toMatchObject({ firstLaunch: 'false' });
    await page.goto(webPaths.privacyPolicy);
    const choice = page.getByRole('region', { name: 'Sua escolha' });
    const location = choice.getByRole('switch', { name: 'Localização aproximada' });
    await expect(location).toHaveAttribute('aria-checked', 'true');
    await location.click();
    await expect(location).toHaveAttribute('aria-checked', 'false');
    await expect(location).toContainText('Não');
    await expect
      .poll(() => persisted(page))
      .toMatchObject({ consent: '{"geolocation":false,"geolocationUnlogged":true}' });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Sua escolha' }).getByRole('switch', { name: 'Localização aproximada' }),
    ).toHaveAttribute('aria-checked', 'false');
  });

  test('passes axe (WCAG 2.2 AA) and breaks no content-security rule, shown and while swiping', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
      );
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeVisible();
    await expectNoViolations(page, 'the privacy notice');
    // Focus pauses the auto-advance, which may have moved on while axe ran: Home, then a step.
    await page.getByRole('region', { name: 'Conheça os benefícios' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('button', { name: 'Slide 1 de 3' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Slide 2 de 3' })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test("never covers a clinic's /verificar, even on a first launch", async ({ page }) => {
    await page.goto(webPaths.verifyMemberCard);
    await expect(page.getByRole('heading', { name: 'Verificar carteirinha' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escanear carteirinha' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeVisible();
  });

  test('shows from the first paint of a prerendered page, before the app has started', async ({ page }) => {
    const release = await holdLandingEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeVisible();
  });
});

test.describe('first-launch privacy notice, once answered', () => {
  test('is never shown again, not even before the app has started', async ({ page }) => {
    expect(await (await page.request.get('/')).text()).toContain('Sua privacidade');
    const release = await holdLandingEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Bem vindo ao Game Assist App' })).toBeVisible();
    await expect(page.locator('[data-first-launch]')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);
  });
});

/** Holds the app entry named by the prerendered page's boot script, so what shows before the app stays in view. */
async function holdLandingEntry(page: Page) {
  return holdTheEntry(page, bootScriptFiles(await (await page.request.get('/')).text()).entry);
}

test.describe('onboarding carousel, by hand', () => {
  test('a mouse drag changes slide; a small move is still a tap', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Conheça os benefícios' });
    const current = (n: number) =>
      expect(page.getByRole('button', { name: `Slide ${n} de 3` })).toHaveAttribute('aria-current', 'true');
    await current(1);
    const slide = carousel.getByRole('group', { name: '1 de 3' });
    const box = await slide.boundingBox();
    if (!box) throw new Error('the slide is not laid out');
    const y = box.y + box.height / 2;

    // Right to left across most of the slide: the next one.
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await current(2);
    await expect(carousel.getByRole('group', { name: '2 de 3' })).toBeVisible();

    // Four pixels is a tap: the dot under it is chosen, the slides do not move by themselves.
    const third = page.getByRole('button', { name: 'Slide 3 de 3' });
    const dot = await third.boundingBox();
    if (!dot) throw new Error('the dot is not laid out');
    await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
    await page.mouse.down();
    await page.mouse.move(dot.x + dot.width / 2 + 4, dot.y + dot.height / 2, { steps: 2 });
    await page.mouse.up();
    await current(3);

    // With focus on the carousel the arrow keys turn it.
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await current(2);
  });
});
