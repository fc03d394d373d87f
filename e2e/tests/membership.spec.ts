import { webPaths } from '@game-assist/contracts';
import { expectNoViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { readQr } from '../support/member-card';
import { signIn } from '../support/sign-in';

test.describe('member card (carteirinha)', () => {
  test('the dashboard card opens the carteirinha, whose QR another phone verifies, online and in airplane mode', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await signIn(page);
    const cardLink = page.getByRole('link', { name: /^Carteirinha:/ });
    await expect(cardLink).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(cardLink).toContainText('Game Assist Black');
    await cardLink.click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    await expect(page.getByText(/^Renovada em /)).toBeVisible();

    const url = await readQr(page);
    expect(url.startsWith(`${baseURL}${webPaths.verifyMemberCard}#`)).toBe(true);

    // The clinic's phone.
    const clinic = await browser.newContext();
    const phone = await clinic.newPage();
    const requested: string[] = [];
    phone.on('request', (request) => requested.push(request.url()));
    await phone.goto(url);
    await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 5_000 });
    await expect(phone.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(phone.getByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeVisible();
    // The token is never in a URL sent anywhere: only in the fragment and the POST body.
    const token = url.split('#')[1]!;
    expect(requested.filter((sent) => sent.includes(token.slice(0, 24)))).toEqual([]);

    // Airplane mode after one visit (the service worker has the page and the keys).
    await phone.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await phone.reload();
    await expect(phone.getByText('Carteirinha válida')).toBeVisible();
    await clinic.setOffline(true);
    await phone.reload();
    await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 5_000 });
    await expect(phone.getByText('Verificada neste aparelho, sem internet.')).toBeVisible();
    await clinic.close();
  });

  test('a card changed by hand says inválida', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.memberCard);
    const url = await readQr(page);
    const [origin, token] = url.split('#') as [string, string];
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, name: 'Outra Pessoa' })).toString('base64url');
    await page.goto(`${origin.replace(/^https?:\/\/[^/]+/, '')}#${header}.${forged}.${signature}`);
    await expect(page.getByText('Carteirinha inválida')).toBeVisible();
    await expect(page.getByText('A carteirinha foi alterada ou não foi emitida pelo Game Assist.')).toBeVisible();
  });

  test('an online check answering 429 is not "sem internet": the page says it could not confirm, then confirms again', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    await page.goto(webPaths.memberCard);
    const url = await readQr(page);
    const clinic = await browser.newContext();
    const phone = await clinic.newPage();
    // The clinic's per-IP budget is spent: the server answers as its rate limit does.
    await phone.route('**/api/carteirinha/verificar', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '3600' },
        body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Muitas tentativas.' }),
      }),
    );
    await phone.goto(url);
    const verdict = phone.getByRole('status');
    await expect(verdict.getByText('Não foi possível confirmar agora')).toBeVisible();
    await expect(verdict.getByText('Carteirinha válida')).toHaveCount(0);
    await expect(verdict.getByText(/sem internet/)).toHaveCount(0);
    await expect(verdict.getByText(/^Verificada só neste aparelho/)).toBeVisible();
    await expect(verdict.getByText(/^Chaves de verificação de \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}\.$/)).toBeVisible();
    await expectNoViolations(phone, "/verificar's 'could not confirm'");

    await phone.unroute('**/api/carteirinha/verificar');
    await phone.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(verdict.getByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeVisible();

    // A fragment that does not decode is an invalid card, not a crash.
    await phone.goto(`${new URL(url).origin}${webPaths.verifyMemberCard}#%E0%A4%A`);
    await expect(phone.getByText('Carteirinha inválida')).toBeVisible();
    await expect(phone.getByText(/Unexpected Application Error/)).toHaveCount(0);
    await clinic.close();
  });

  test('Meu plano, from the carteirinha and from Profile: the plan, its prices in reais and the add-ons', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(webPaths.memberCard);
    await page.getByRole('link', { name: 'Ver meu plano e adicionais' }).click();
    await page.waitForURL(`**${webPaths.myPlan}`);
    await expect(page.getByRole('heading', { name: 'Game Assist Black' })).toBeVisible();
    await expect(
      page.getByText(/^Plano Black · Ativa desde \d{2}\/\d{2}\/\d{4} · paga até \d{2}\/\d{2}\/\d{4}\.$/),
    ).toBeVisible();
    const price = page.getByRole('region', { name: 'Valor' });
    await expect(price).toContainText(/12x de R\$\s10,90/);
    await expect(price).toContainText(/R\$\s129,90 à vista no PIX/);
    const addons = page.getByRole('region', { name: 'Adicionais' });
    await expect(addons.getByRole('listitem')).toHaveCount(2);
    await expect(addons.getByText('Não contratado')).toHaveCount(2);
    // The prices checkout charges, in reais, under Portuguese names.
    await expect(addons).toContainText(/Odontológico · R\$\s59,88 por ano \(12x de R\$\s4,99\)/);
    await expect(addons).toContainText(/Visão · R\$\s35,88 por ano/);

    await page.goto(webPaths.profile);
    await page.getByRole('link', { name: 'Meu plano' }).click();
    await page.waitForURL(`**${webPaths.myPlan}`);
    await expect(page.getByRole('heading', { name: 'Game Assist Black' })).toBeVisible();
  });
});
