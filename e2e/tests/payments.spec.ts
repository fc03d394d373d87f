import { webPaths } from '@game-assist/contracts';
import { expectNoViolations } from '../support/axe';
import { openDeskRow } from '../support/desk';
import { expect, test } from '../support/fixtures';
import { waitForMessage } from '../support/mailbox';
import { looksPrimary } from '../support/looks';
import {
  confirmPaymentAsOperator,
  newSubscriber,
  operatorInOwnBrowser,
  signUpInTheBrowser,
} from '../support/subscribe';

test.describe('paying the subscription', () => {
  test('a person signs up, lands on /Assinar and pays by PIX; an operator confirms in another browser; the screen says so by itself, the card shows, the receipt arrives', async ({
    page,
    browser,
  }) => {
    const account = newSubscriber('pagante', 'Paula', 'Pagante');
    // The address confirmed, nothing paid yet: checkout comes next.
    await signUpInTheBrowser(page, account);
    await expect(page.getByText('R$ 129,90 à vista no PIX')).toBeVisible();
    // The dashboard says so too and leads back to /Assinar; there is no member card.
    await page.goto(webPaths.tabNavigator);
    await expect(page.getByRole('link', { name: 'Assinar agora' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carteirinha:/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Assinar agora' }).click();
    await page.waitForURL(`**${webPaths.subscribe}`);
    await expect(page.getByText('R$ 129,90 à vista no PIX')).toBeVisible();
    await expect(page.getByText('12x de R$ 10,90 no cartão')).toBeVisible();
    // No payment provider in this run: the card is offered disabled, with the reason.
    await expect(page.getByRole('radio', { name: /no cartão/ })).toBeDisabled();
    await expect(page.getByText(/^Pagamento com cartão indisponível/)).toBeVisible();

    const cpf = page.getByLabel('CPF');
    await cpf.pressSequentially('52998224726');
    await expect(cpf).toHaveValue('529.982.247-26');
    await expect(page.getByText('CPF inválido: confira os números.')).toBeVisible();
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();

    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code PIX para pagar a assinatura' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    await expect(page.getByLabel('Código PIX Copia e Cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
    await expect(page.getByText(/^Válido por 30 minutos/)).toBeVisible();
    await expectNoViolations(page, "/Assinar's PIX code");

    // The operator, in their own browser, confirms the money arrived.
    const operator = await operatorInOwnBrowser(browser, 'cashier');
    await operator.page.goto(webPaths.operator);
    await operator.page.getByRole('button', { name: 'Cobranças' }).click();
    const charge = await openDeskRow(operator.page, account.email);
    await expect(charge.getByRole('heading')).toHaveText(/Paula Pagante · R\$\s129,90/);
    await confirmPaymentAsOperator(operator.page, account.email);
    await operator.context.close();

    // The first browser moves on by itself: no reload.
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeFocused();
    // The way on is the page's primary action (the primary button's colours), to the card.
    const toCard = page.getByRole('link', { name: 'Ver minha carteirinha' });
    expect(await looksPrimary(toCard), "'Ver minha carteirinha' is the primary action").toBe(true);
    await expect(page.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', webPaths.tabNavigator);
    await toCard.click();
    await page.waitForURL(`**${webPaths.memberCard}`);
    await expect(page.getByRole('img', { name: /Código QR da carteirinha/ })).toBeVisible();
    await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();

    const receipt = await waitForMessage(account.email, (mail) => mail.includes('Recebemos o seu pagamento'));
    expect(receipt).toMatch(/Valor pago: R\$\s129,90[\s\S]*Forma de pagamento: PIX[\s\S]*Cobrança: [0-9a-f-]{36}/);
  });

  test("/Assinar's reads start with the app, beside the screen's code, and are made once", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpInTheBrowser(page, newSubscriber('leituras', 'Lia', 'Leituras'));
    await expect(page.getByText('R$ 129,90 à vista no PIX')).toBeVisible();
    // The same session opened again in a browser without the service worker, whose copies the
    // held chunk would come from: the screen's code is held until the reads have been asked for.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'pt-BR' });
    await context.addInitScript((items) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/subscribe-screen-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const reads: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
    });
    const again = await context.newPage();
    await again.goto(webPaths.subscribe, { waitUntil: 'commit' });
    const screenReads = ['/api/assinante', '/api/assinatura', '/api/assinatura/oferta', '/api/cobrancas'];
    const made = () => screenReads.map((path) => reads.filter((read) => read === path).length);
    await expect.poll(made).toEqual([1, 1, 1, 1]);
    await expect(again.getByRole('button', { name: 'Gerar código PIX' })).toHaveCount(0);
    release();
    await expect(again.getByRole('button', { name: 'Gerar código PIX' })).toBeVisible();
    // The screen opened on the answers read at the start: none was asked for again.
    expect(made()).toEqual([1, 1, 1, 1]);
    await context.close();
  });
});
