import { createECDH, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import {
  createConfirmedAccount,
  newPushDevice,
  payThroughTheOperator,
  startPushService,
  TEST_PASSWORD,
} from '@game-assist/test-support';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { startGcmRegistration } from '../support/gcm-registration';
import { messagesFor, waitForCode, waitForMessage } from '../support/mailbox';
import { startOwnServer } from '../support/own-server';

const stamp = `${Date.now()}-${process.pid}`;
/** Where Chromium's push subscriptions point when it registers with a GCM server other than Google's. */
const CHROMIUM_PUSH_ORIGIN = 'https://jmt17.google.com';

/**
 * How the push reaches the phone here, without internet. Chromium subscribes through its real
 * PushManager: its GCM check-in and registration go to a local stand-in (Chromium's own
 * --gcm-checkin-url/--gcm-registration-url switches), so the subscription, its endpoint and its
 * keys are the browser's. The server runs with PUSH_SERVICE_URL (configuration, no code of the app
 * replaced): it signs and encrypts each push as for the real service and posts it to the local push
 * service, which checks the VAPID JWT and the aes128gcm body. The last hop, push service to
 * browser over Google's MCS connection, cannot be stood in for; so a second device of the same
 * person, whose keys the test holds, receives the same notification, the test decrypts it (RFC 8291)
 * and hands that payload to the browser's service worker with CDP's
 * ServiceWorker.deliverPushMessage, as the browser does with a push it has decrypted.
 */
test.describe('web push', () => {
  test.setTimeout(180_000);

  test("Perfil's 'Receber notificações neste aparelho' subscribes this browser; a status change shows as a notification and its tap opens the request", async () => {
    const ecdh = createECDH('prime256v1');
    const vapid = { publicKey: ecdh.generateKeys().toString('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
    const pushService = await startPushService({ publicKey: vapid.publicKey, audience: CHROMIUM_PUSH_ORIGIN });
    const gcm = await startGcmRegistration();
    const profileDir = await mkdtemp(path.join(tmpdir(), 'e2e-push-browser-'));
    const operator = { email: `operador-push-${stamp}@exemplo.com.br`, firstName: 'Otto', lastName: 'Central' };
    const server = await startOwnServer({
      name: 'push',
      nodeEnv: 'test',
      env: {
        OPERATOR_EMAILS: operator.email,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:suporte@exemplo.com.br',
        PUSH_SERVICE_URL: pushService.url,
      },
    });
    const baseUrl = server.baseUrl;
    // Push needs a profile of its own: Chromium offers no push in off-the-record contexts.
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...gcm.args],
      locale: 'pt-BR',
      viewport: { width: 390, height: 844 },
    });
    try {
      await createConfirmedAccount(baseUrl, operator, (email) => waitForCode(email, 0, 60_000));
      const member = { email: `push-${stamp}@exemplo.com.br`, firstName: 'Paula', lastName: 'Push' };
      await createConfirmedAccount(baseUrl, member, (email) => waitForCode(email, 0, 60_000));
      await payThroughTheOperator(baseUrl, member.email, operator);
      await waitForMessage(member.email, (mail) => mail.includes('Recebemos o seu pagamento'), 60_000);

      // The person says yes to the browser's question, which is asked only after the tap.
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.addInitScript(() => {
        const ask = Notification.requestPermission.bind(Notification);
        Object.assign(window, { permissionAsked: 0 });
        Notification.requestPermission = () => {
          (window as unknown as { permissionAsked: number }).permissionAsked += 1;
          return ask();
        };
      });
      const seen = (await messagesFor(member.email)).length;
      await page.goto(`${baseUrl}${webPaths.signIn}`);
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`**${webPaths.confirmationCode}`);
      await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(member.email, seen, 60_000));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL(`**${webPaths.tabNavigator}`);
      await page.goto(`${baseUrl}${webPaths.profile}`);
      await expect(page.evaluate(() => navigator.serviceWorker.ready.then(() => true))).resolves.toBe(true);
      // As the installed app is on every later visit: opened under its service worker.
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const turnOn = page.getByRole('button', { name: 'Receber notificações neste aparelho' });
      await expect(turnOn).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
      await turnOn.click();
      await expect(page.getByText('Notificações ativadas neste aparelho')).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(1);
      const browserEndpoint = await page.evaluate(async () => {
        const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
        return subscription?.endpoint ?? '';
      });
      expect(browserEndpoint.startsWith(`${CHROMIUM_PUSH_ORIGIN}/`)).toBe(true);

      // The same person's second device, whose keys the test holds (see above).
      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
      });
      const memberToken = ((await login.json()) as { access_token: string }).access_token;
      const other = newPushDevice(`${CHROMIUM_PUSH_ORIGIN}/fcm/send/segundo-aparelho-${stamp}`);
      const asMember = (url: string, body: unknown, extra: Record<string, string> = {}) =>
        fetch(`${baseUrl}/api${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${memberToken}`, ...extra },
          body: JSON.stringify(body),
        });
      expect((await asMember('/push/assinaturas', other.subscription)).status).toBe(201);
      const created = await asMember(
        '/atendimentos',
        { coverageId: 'suporte-online' },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(created.status).toBe(201);
      const request = (await created.json()) as { id: string };

      // The operator schedules it: the status change is pushed to both devices.
      const central = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: operator.email, password: TEST_PASSWORD }),
      });
      const operatorToken = ((await central.json()) as { access_token: string }).access_token;
      const moved = await fetch(`${baseUrl}/api/operador/atendimentos/${request.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ status: 'agendado' }),
      });
      expect(moved.status).toBe(200);
      const pushesTo = (endpoint: string) =>
        pushService.received.filter((push) => `${CHROMIUM_PUSH_ORIGIN}${push.path}` === endpoint);
      await expect.poll(() => pushesTo(browserEndpoint).length, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => pushesTo(other.subscription.endpoint).length, { timeout: 30_000 }).toBe(2);
      expect(pushService.refused).toEqual([]);
      const payload = other.decrypt(pushesTo(other.subscription.endpoint)[1]!.body);
      expect(JSON.parse(payload)).toMatchObject({
        title: 'Atendimento agendado',
        path: `/MeusAtendimentos/${request.id}`,
      });

      // The browser's service worker gets that payload and shows it.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl}/`);
          if (ours && !ours.isDeleted) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
            title: notice.title,
            body: notice.body,
            path: (notice.data as { path: string }).path,
          })),
        );
      const id = await registrationId;
      // Delivered again if the worker was stopping as it came (the same tag: still one notification).
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: id, data: payload });
        await expect.poll(shown, { timeout: 5_000 }).toHaveLength(1);
      }).toPass({ timeout: 30_000 });
      const [notice] = await shown();
      expect(notice).toEqual({
        title: 'Atendimento agendado',
        body: expect.stringContaining('foi agendado'),
        path: `/MeusAtendimentos/${request.id}`,
      });

      // A tap: the worker's notificationclick, dispatched in the worker (no OS notification to click
      // in a headless browser), takes the open window to the request's screen.
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      await worker.evaluate(async () => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          dispatchEvent(event: Event): boolean;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        };
        const [shownNotice] = await scope.registration.getNotifications();
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shownNotice! }));
      });
      await page.waitForURL(`**/MeusAtendimentos/${request.id}`);
    } finally {
      await context.close();
      await server.close();
      await gcm.close();
      await pushService.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  });
});
