import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { createAccount, signIn } from '../support/sign-in';

test.describe('benefits dashboard', () => {
  test('categories with at most 3 coverages; a coverage opens its sheet, which closes by button, Escape and backdrop', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    const lifeBalance = page.getByRole('region', { name: 'Saúde e bem-estar' });
    await expect(lifeBalance.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Ana Souza (ver perfil)' })).toBeVisible();

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

  test('the affiliate coverage opens the affiliate bio with its feed loaded on request', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Lara Gamer' }).click();
    const sheet = page.getByRole('dialog', { name: 'Lara Gamer' });
    await expect(sheet.getByRole('heading', { name: 'Bio' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Feed' })).toBeVisible();
    await expect(sheet.locator('strong').first()).toHaveText('Lara');
    await expect(sheet.locator('iframe')).toHaveCount(0);
    await expect(sheet.getByText('Verificado · Parceiro oficial Game Assist')).toBeVisible();
  });

  test("Ver todas shows a category's hidden benefits, which open their sheet; Ver menos hides them", async ({
    page,
  }) => {
    await signIn(page);
    const techSupport = page.getByRole('region', { name: 'Suporte técnico' });
    await expect(techSupport.getByRole('listitem')).toHaveCount(3);
    const hidden = techSupport.getByRole('button', { name: 'Sugestões e Atualizações Tecnológicas' });
    await expect(hidden).toHaveCount(0);

    // The affiliate coverage and the 5 tech-support benefits.
    const toggle = techSupport.getByRole('button', { name: /^Ver (todas|menos)/ });
    await expect(toggle).toHaveText('Ver todas (6)');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Ver menos');
    await expect(techSupport.getByRole('listitem')).toHaveCount(6);
    await hidden.click();
    const sheet = page.getByRole('dialog', { name: 'Sugestões e Atualizações Tecnológicas' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(hidden).toBeFocused();

    await toggle.click();
    await expect(techSupport.getByRole('listitem')).toHaveCount(3);
    await expect(toggle).toHaveText('Ver todas (6)');
  });

  test("Início: the card and the shortcuts open the subscriber's screens; a person of the examples opens Fund transfer with that person's name", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByText(/Top-up|Create invoice|Statistics|Fund transfer/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Mais' }).click();
    await page.getByRole('link', { name: /Exemplos do aplicativo/ }).click();
    await page.waitForURL(`**${webPaths.appExamples}`);
    const people = page.getByRole('list', { name: 'Fund transfer' });
    await expect(people.getByRole('link')).toHaveCount(6);
    // No asset storage is configured: the seeded photos show initials, with no failing request.
    await expect(people.locator('img')).toHaveCount(0);
    await people.getByRole('link', { name: /^Fernanda Oliveira/ }).click();
    await page.waitForURL(`**${webPaths.fundTransfer}`);
    await expect(page.getByRole('heading', { name: 'Fund transfer', exact: true })).toBeVisible();
    await expect(page.getByText('Fernanda Oliveira', { exact: true })).toBeVisible();
    await expect(page.getByText('FO', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Send to')).toHaveCount(0);
    await expect(page.getByText('•••• •••• •••• 1258')).toBeVisible();
    await page.goBack();
    await page.waitForURL(`**${webPaths.appExamples}`);
    await page.goto(webPaths.tabNavigator);
    await page.getByRole('tab', { name: 'Início' }).click();

    await page.getByRole('link', { name: /^Carteirinha:/ }).click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    await expect(page.getByRole('heading', { name: 'Carteirinha', exact: true })).toBeVisible();
    await page.goBack();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
    for (const [label, path, title] of [
      ['Carteirinha', webPaths.memberCard, 'Carteirinha'],
      ['Meus atendimentos', webPaths.myServiceRequests, 'Meus atendimentos'],
      ['Meu plano', webPaths.myPlan, 'Meu plano'],
      ['Minhas cobranças', webPaths.myCharges, 'Minhas cobranças'],
      ['Dependentes', webPaths.dependants, 'Dependentes'],
      ['Meus dados', webPaths.myData, 'Meus dados'],
    ] as const) {
      await shortcuts.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
      await page.goBack();
      await page.waitForURL(`**${webPaths.tabNavigator}`);
    }
  });

  test("the header's card icon opens the member card and the avatar opens the profile", async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Minha carteirinha' }).click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    await page.goBack();
    await page.getByRole('link', { name: /ver perfil/ }).click();
    await page.waitForURL(`**${webPaths.profile}`);
  });

  test('its code compiles while it streams in, loaded while the code is typed', async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await signIn(page, await createAccount('Ana', 'Souza', undefined, { paid: false }));
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    // The dashboard's chunk, its screen's and the answers' schemas (vite.config.ts, decision 006).
    const dashboard = [...scripts].filter((file) =>
      /\/(tab-navigator|dashboard-screen|answers)-[\w-]+\.js$/.test(file),
    );
    expect(dashboard).toHaveLength(3);
    for (const file of dashboard) {
      expect((await (await request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
  });
});
