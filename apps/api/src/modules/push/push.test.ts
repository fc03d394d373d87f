import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  notificationListSchema,
  pushPayloadSchema,
  pushPublicKeySchema,
  serviceRequestDetailSchema,
} from '@game-assist/contracts';
import { newPushDevice, startPushService, type PushDevice, type PushServiceFake } from '@game-assist/test-support';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { requestKit, serviceRequestTestApp, type Person } from '#api/test/service-requests.js';
import { ephemeralVapidKeys } from './vapid.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';
const FCM = 'https://fcm.googleapis.com';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('web push on %s', (_name, postgres) => {
  const vapid = ephemeralVapidKeys('mailto:suporte@exemplo.com.br');
  let pushService: PushServiceFake;
  let ctx: TestContext;
  const context = () => ctx;
  const { subscriber, operator, ask, call } = requestKit(context);

  beforeAll(async () => {
    pushService = await startPushService({ publicKey: vapid.publicKey, audience: FCM });
    ctx = await serviceRequestTestApp(postgres, START, { PUSH_SERVICE_URL: pushService.url }, { vapid });
  });
  afterAll(async () => {
    await ctx.close();
    await ctx.database.destroy();
    await pushService.close();
  });

  const subscribe = (who: Person, device: PushDevice) =>
    call('POST', '/api/push/assinaturas', who, device.subscription);
  const pushesTo = (device: PushDevice) =>
    pushService.received
      .filter((push) => `${FCM}${push.path}` === device.subscription.endpoint)
      .map((push) => pushPayloadSchema.parse(JSON.parse(device.decrypt(push.body))));
  const subscriptionRows = async (accountId: string) =>
    (
      (await ctx.database.db.execute(
        sql`select id from push_subscriptions where account_id = ${accountId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);

  it('gives the VAPID public key to anyone', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/push/chave-publica' });
    expect(answer.statusCode).toBe(200);
    const { publicKey } = pushPublicKeySchema.parse(answer.json());
    expect(publicKey).toBe(vapid.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription per device, refuses bad ones with a clear 400, and deletes only one’s own', async () => {
    const ana = await subscriber();
    const bia = await subscriber();
    const phone = newPushDevice();
    const noAuth = await ctx.app.inject({ method: 'POST', url: '/api/push/assinaturas', payload: phone.subscription });
    expect(noAuth.statusCode).toBe(401);

    const first = await subscribe(ana, phone);
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: string }>();
    // The same browser subscribing again is the same device.
    expect((await subscribe(ana, phone)).json()).toEqual({ id });
    expect(await subscriptionRows(ana.id)).toEqual([id]);

    for (const [payload, message] of [
      [
        { ...phone.subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        'Este navegador usa um serviço de notificações que não reconhecemos.',
      ],
      [
        { ...phone.subscription, keys: { p256dh: 'AAAA', auth: phone.subscription.keys.auth } },
        'As chaves da inscrição não são válidas.',
      ],
      [
        { ...phone.subscription, keys: { p256dh: phone.subscription.keys.p256dh, auth: 'AAAA' } },
        'As chaves da inscrição não são válidas.',
      ],
    ] as const) {
      const refused = await call('POST', '/api/push/assinaturas', ana, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, message });
    }
    expect((await call('POST', '/api/push/assinaturas', ana, { endpoint: 'x' })).statusCode).toBe(400);

    // Another person's subscription, or none, is not there to delete.
    expect((await call('DELETE', `/api/push/assinaturas/${id}`, bia)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/push/assinaturas/nao-existe', ana)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/push/assinaturas/${id}`, ana)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/push/assinaturas/${id}`, ana)).statusCode).toBe(404);
    expect(await subscriptionRows(ana.id)).toEqual([]);
  });

  it('pushes every stored notification to each of the person’s devices, signed and encrypted, once', async () => {
    const ana = await subscriber();
    const bia = await subscriber();
    const op = await operator();
    const [phone, laptop, biasPhone] = [newPushDevice(), newPushDevice(), newPushDevice()];
    for (const [who, device] of [
      [ana, phone],
      [ana, laptop],
      [bia, biasPhone],
    ] as const) {
      expect((await subscribe(who, device)).statusCode).toBe(201);
    }
    const request = serviceRequestDetailSchema.parse((await ask(ana, { coverageId: 'suporte-online' })).json());
    await ctx.modules.outbox.drain();
    pushService.received.length = 0;

    const moved = await call('PATCH', `/api/operador/atendimentos/${request.id}`, op, { status: 'agendado' });
    expect(moved.statusCode).toBe(200);
    // Two drainers at once (a second app on the same database: another process): each push leaves once.
    const other = await createTestApp({ PUSH_SERVICE_URL: pushService.url }, { database: ctx.database, vapid });
    try {
      await Promise.all([ctx.modules.outbox.drain(), other.modules.outbox.drain(), ctx.modules.outbox.drain()]);
    } finally {
      await other.close();
    }

    expect(pushService.refused).toEqual([]);
    const notice = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json()).items[0];
    const expected = {
      id: notice?.id,
      title: notice?.title,
      body: notice?.body,
      path: `/MeusAtendimentos/${request.id}`,
    };
    expect(notice?.title).toBe('Atendimento agendado');
    expect(pushesTo(phone)).toEqual([expected]);
    expect(pushesTo(laptop)).toEqual([expected]);
    expect(pushesTo(biasPhone)).toEqual([]);
    expect(pushService.received).toHaveLength(2);
    for (const push of pushService.received) {
      expect(push.claims).toMatchObject({ aud: FCM, sub: 'mailto:suporte@exemplo.com.br' });
      expect(push.headers.urgency).toBe('high');
    }
  });

  it('deletes a subscription the push service says is gone (404 or 410), and pushes there no more', async () => {
    const ana = await subscriber();
    const op = await operator();
    const [expired, unknown, working] = [newPushDevice(), newPushDevice(), newPushDevice()];
    for (const device of [expired, unknown, working]) expect((await subscribe(ana, device)).statusCode).toBe(201);
    pushService.gone.set(new URL(expired.subscription.endpoint).pathname, 410);
    pushService.gone.set(new URL(unknown.subscription.endpoint).pathname, 404);
    const request = serviceRequestDetailSchema.parse((await ask(ana, { coverageId: 'suporte-online' })).json());
    await ctx.modules.outbox.drain();
    expect(await subscriptionRows(ana.id)).toHaveLength(1);
    expect(pushesTo(working).map((push) => push.title)).toEqual(['Atendimento aberto']);

    pushService.received.length = 0;
    await call('PATCH', `/api/operador/atendimentos/${request.id}`, op, { status: 'agendado' });
    await ctx.modules.outbox.drain();
    expect(pushService.received.map((push) => `${FCM}${push.path}`)).toEqual([working.subscription.endpoint]);
    // Settled, not retried: nothing is left in the outbox for the gone devices.
    const pending = (await ctx.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where channel = 'push' and sent_at is null and failed_at is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]?.n).toBe(0);
  });
});
