import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { PNG } from 'pngjs';
import { webPaths } from '@game-assist/contracts';
import { createConfirmedAccount, createEmptyPostgresDatabase, payThroughTheOperator } from '@game-assist/test-support';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { messagesFor, waitForCode, waitForMessage } from '../support/mailbox';
import { startOwnServer } from '../support/own-server';

const stamp = `${Date.now()}-${process.pid}`;

/**
 * A server of this test's own on PostgreSQL (TEST_POSTGRES_URL), so the test can let a
 * subscription's time run out in its database and restart the server, whose start runs the
 * billing cycle that suspends it, as months passing would.
 */
async function ownServer() {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('This test needs PostgreSQL: set TEST_POSTGRES_URL (npm test sets it)');
  const database = await createEmptyPostgresDatabase(serverUrl);
  const operator = `operador-clinica-${stamp}@exemplo.com.br`;
  const server = await startOwnServer({
    name: 'clinic',
    databaseUrl: database.url,
    env: { OPERATOR_EMAILS: operator },
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    operator: { email: operator, firstName: 'Olga', lastName: 'Clínica' },
    restart: server.restart,
    sql: async (text: string, values: unknown[]) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * The QR on the member's screen as a camera would film it: a Y4M video (what Chromium's fake
 * camera plays) of the screenshot, grey levels only, centred on white.
 */
async function qrVideo(page: Page, file: string) {
  const png = PNG.sync.read(await page.getByRole('img', { name: /Código QR da carteirinha/ }).screenshot());
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - png.width) / 2);
  const top = Math.floor((height - png.height) / 2);
  for (let y = 0; y < png.height && top + y < height; y += 1) {
    for (let x = 0; x < png.width && left + x < width; x += 1) {
      const i = (y * png.width + x) * 4;
      const grey = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      luma[(top + y) * width + left + x] = Math.round(16 + (grey * 219) / 255);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  await writeFile(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

test.describe('at the clinic', () => {
  test.setTimeout(180_000);

  test("the camera scans a card: válida; the 'Token de atendimento' checks; suspended, the same page offline says inválida after one online refresh of the list", async ({
    page,
  }) => {
    const server = await ownServer();
    const videoDir = await mkdtemp(path.join(tmpdir(), 'e2e-camera-'));
    try {
      const operator = server.operator;
      await createConfirmedAccount(server.baseUrl, operator, (email) => waitForCode(email, 0, 60_000));
      const member = { email: `clinica-${stamp}@exemplo.com.br`, firstName: 'Rita', lastName: 'Lopes' };
      await createConfirmedAccount(server.baseUrl, member, (email) => waitForCode(email, 0, 60_000));
      await payThroughTheOperator(server.baseUrl, member.email, operator);
      // The receipt comes after the payment: waited for, so the next message is the sign-in code.
      await waitForMessage(member.email, (mail) => mail.includes('Recebemos o seu pagamento'), 60_000);

      // The member signs in on their phone and opens the card: the QR and the token.
      const seen = (await messagesFor(member.email)).length;
      await page.goto(`${server.baseUrl}${webPaths.signIn}`);
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`**${webPaths.confirmationCode}`);
      await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(member.email, seen, 60_000));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL(`**${webPaths.tabNavigator}`);
      await page.goto(`${server.baseUrl}${webPaths.memberCard}`);
      await expect(page.getByRole('heading', { name: 'Token de atendimento' })).toBeVisible();
      await expect(page.getByText(/^Muda em \d+ s\./)).toBeVisible();
      const video = path.join(videoDir, 'carteirinha.y4m');
      await qrVideo(page, video);

      // The clinic's phone: a browser whose camera films the card.
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const clinic = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
        await clinic.grantPermissions(['camera'], { origin: server.baseUrl });
        const phone = await clinic.newPage();
        await phone.goto(`${server.baseUrl}${webPaths.verifyMemberCard}`);
        await phone.getByRole('button', { name: 'Escanear carteirinha' }).click();
        await expect(phone.getByText('Carteirinha válida')).toBeVisible({ timeout: 20_000 });
        await expect(phone.getByText('Assinatura ativa, confirmada pelo Game Assist.')).toBeVisible();
        await expect(phone.getByText('Rita Lopes')).toBeVisible();

        // The token on the member's screen, typed with the member number on 'Verificar token'.
        const token = (await page.getByTestId('token-de-atendimento').textContent())!.replace(/\D/g, '');
        const number = (await phone.getByText(/^\d{4} \d{4} \d{4} \d{4}$/).textContent())!.replace(/\D/g, '');
        await phone.getByLabel('Número da carteirinha').fill(number);
        await phone.getByLabel('Token de atendimento').fill(token);
        await phone.getByRole('button', { name: 'Verificar token' }).click();
        await expect(phone.getByText('Token válido')).toBeVisible();
        await phone.getByRole('button', { name: 'Verificar token' }).click();
        await expect(phone.getByText('Este token já foi usado. Peça ao assinante o próximo token.')).toBeVisible();

        // Months without paying: the grace ends at the next billing cycle (run as the server starts).
        await server.sql(
          `update subscriptions set paid_until = current_date - 30 where account_id = (select id from accounts where email = $1)`,
          [member.email],
        );
        await server.restart();
        const kid = (
          (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }
        ).keys[0]!.kid;
        await expect
          .poll(
            async () =>
              ((await (await fetch(`${server.baseUrl}/.well-known/crl/${kid}.json`)).json()) as { rids: string[] }).rids
                .length,
            {
              timeout: 15_000,
            },
          )
          .toBe(1);

        // One online visit refreshes the list; then offline, the same card scanned again.
        await phone.goto(`${server.baseUrl}${webPaths.verifyMemberCard}`);
        await expect
          .poll(() => phone.evaluate(() => localStorage.getItem('card-revocations') ?? ''))
          .toContain('"rids":["');
        await clinic.setOffline(true);
        await phone.getByRole('button', { name: 'Escanear carteirinha' }).click();
        await expect(phone.getByText('Carteirinha inválida')).toBeVisible({ timeout: 20_000 });
        await expect(phone.getByText('A assinatura não está ativa.')).toBeVisible();
        await expect(
          phone.getByText(/^Lista de cartões cancelados de \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}\.$/),
        ).toBeVisible();
        await clinic.close();
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
      await rm(videoDir, { recursive: true, force: true });
    }
  });
});
