import { readFile } from 'node:fs/promises';
import { webPaths } from '@game-assist/contracts';
import {
  createConfirmedAccount,
  makeWalletTestKeys,
  payThroughTheOperator,
  startApnsService,
  startGoogleWalletService,
  walletEnv,
} from '@game-assist/test-support';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { waitForCode, waitForMessage } from '../support/mailbox';
import { startOwnServer } from '../support/own-server';
import { signIn } from '../support/sign-in';

const APPLE = 'Adicionar à Carteira da Apple';
const GOOGLE = 'Adicionar a Carteira do Google';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const stamp = `${Date.now()}-${process.pid}`;

test.describe('the card in the phone’s wallet', () => {
  test('without wallet keys, /Carteirinha shows no wallet button', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.memberCard);
    await expect(page.getByRole('list', { name: 'Ações da carteirinha' })).toBeVisible();
    await expect(page.getByRole('button', { name: APPLE })).toHaveCount(0);
    await expect(page.getByRole('button', { name: GOOGLE })).toHaveCount(0);
  });

  test("with the keys, an iPhone gets Apple's badge and its .pkpass, an Android phone Google's and its save link", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const keys = makeWalletTestKeys();
    const apns = await startApnsService(keys);
    const google = await startGoogleWalletService({
      publicKey: keys.googlePublicKey,
      clientEmail: keys.googleClientEmail,
      now: () => new Date(),
    });
    const operator = { email: `operador-carteira-${stamp}@exemplo.com.br`, firstName: 'Otto', lastName: 'Central' };
    // 'test': the stand-ins' URLs are refused in production.
    const server = await startOwnServer({
      name: 'wallet',
      nodeEnv: 'test',
      env: {
        OPERATOR_EMAILS: operator.email,
        ...walletEnv(keys, { apnsUrl: apns.url, googleApiUrl: google.apiUrl, googleTokenUrl: google.tokenUrl }),
      },
    });
    try {
      await createConfirmedAccount(server.baseUrl, operator, (email) => waitForCode(email, 0, 60_000));
      const member = { email: `carteira-${stamp}@exemplo.com.br`, firstName: 'Clara', lastName: 'Nunes' };
      await createConfirmedAccount(server.baseUrl, member, (email) => waitForCode(email, 0, 60_000));
      await payThroughTheOperator(server.baseUrl, member.email, operator);
      await waitForMessage(member.email, (mail) => mail.includes('Recebemos o seu pagamento'), 60_000);

      const iphone = await browser.newContext({ baseURL: server.baseUrl, userAgent: IPHONE, acceptDownloads: true });
      await skipFirstLaunch(iphone);
      const onIphone = await iphone.newPage();
      waitForAppOnNavigation(onIphone);
      await signIn(onIphone, member);
      await onIphone.goto(webPaths.memberCard);
      const appleBadge = onIphone.getByRole('button', { name: APPLE });
      await expect(appleBadge).toBeVisible();
      await expect(onIphone.getByRole('button', { name: GOOGLE })).toHaveCount(0);
      const [download] = await Promise.all([onIphone.waitForEvent('download'), appleBadge.click()]);
      expect(download.suggestedFilename()).toBe('carteirinha.pkpass');
      const pkpass = await readFile((await download.path()) ?? '');
      // A zip whose pass.json names the member.
      expect(pkpass.subarray(0, 2).toString()).toBe('PK');
      expect(pkpass.includes(Buffer.from('pass.json'))).toBe(true);
      await iphone.close();

      const android = await browser.newContext({ baseURL: server.baseUrl, userAgent: ANDROID });
      await skipFirstLaunch(android);
      const onAndroid = await android.newPage();
      waitForAppOnNavigation(onAndroid);
      // Google's page is not reachable here: the navigation to it is caught and answered locally.
      await onAndroid.route('https://pay.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>Carteira do Google</p>' }),
      );
      await signIn(onAndroid, member);
      await onAndroid.goto(webPaths.memberCard);
      await expect(onAndroid.getByRole('button', { name: APPLE })).toHaveCount(0);
      await onAndroid.getByRole('button', { name: GOOGLE }).click();
      await onAndroid.waitForURL('https://pay.google.com/gp/v/save/**');
      await expect(onAndroid.getByText('Carteira do Google')).toBeVisible();
      await android.close();
    } finally {
      await server.close();
      await apns.close();
      await google.close();
    }
  });
});
