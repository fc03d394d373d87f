import { describe, expect, it } from 'vitest';
import {
  coverageUsageListSchema,
  notificationListSchema,
  operatorServiceRequestListSchema,
  serviceRequestDetailSchema,
  serviceRequestListSchema,
  serviceRequestRefusalSchema,
} from '@game-assist/contracts';
import { DAY, HOUR, requestKit, withServiceRequestApp } from '#api/test/service-requests.js';
import { setSubscriptionStatus } from '#api/test/subscription-status.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('service requests on %s', (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const { newKey, subscriber, operator: makeOperator, ask, call, later, mailTo, countRows } = requestKit(context);

  it('refuses a coverage in its waiting period with the exact instant it becomes available', async () => {
    const ana = await subscriber();
    const answer = await ask(ana, { coverageId: 'telemedicina' });
    expect(answer.statusCode).toBe(422);
    const refusal = serviceRequestRefusalSchema.parse(answer.json());
    // 48 business hours from Wednesday 09:00: Friday 09:00 (São Paulo).
    expect(refusal.reason).toBe('carencia');
    expect(refusal.availableFrom).toBe('2026-11-27T12:00:00.000Z');
    expect(refusal.message).toBe('Este benefício está em carência. Disponível a partir de 27/11/2026, às 09:00.');
    expect(await countRows('service_requests', ana.id)).toBe(0);
  });

  it('opens a request with a protocol, lists it, records its history and notifies in the app and by e-mail', async () => {
    const ana = await subscriber();
    const answer = await ask(ana, { coverageId: 'suporte-online', note: 'Meu roteador não liga.' });
    expect(answer.statusCode).toBe(201);
    const request = serviceRequestDetailSchema.parse(answer.json());
    expect(request).toMatchObject({
      status: 'aberto',
      coverage: { id: 'suporte-online', benefitName: 'Suporte Online' },
      note: 'Meu roteador não liga.',
      preferredAt: null,
      createdAt: START,
    });
    expect(request.protocol).toMatch(/^2026-\d{6}$/);
    expect(request.history).toEqual([{ kind: 'status', status: 'aberto', at: START, by: 'assinante', note: null }]);
    // Suporte Online answers in 5 business days: Thursday to the next Wednesday.
    expect(request).toMatchObject({ deadline: '2026-12-02', deadlineState: 'no-prazo' });

    const list = serviceRequestListSchema.parse((await call('GET', '/api/atendimentos', ana)).json());
    expect(list.items.map((item) => item.protocol)).toEqual([request.protocol]);
    const one = await call('GET', `/api/atendimentos/${request.id}`, ana);
    expect(serviceRequestDetailSchema.parse(one.json()).id).toBe(request.id);

    const notifications = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json());
    // The request's, and the payment's before it.
    expect(notifications.unread).toBe(2);
    expect(notifications.items[1]?.title).toBe('Pagamento confirmado');
    expect(notifications.items[0]).toMatchObject({
      title: 'Atendimento aberto',
      body: `Recebemos seu pedido de Suporte Online. Protocolo ${request.protocol}.`,
      read: false,
      serviceRequestId: request.id,
    });
    const mails = await mailTo(ana.email);
    expect(mails.at(-1)?.subject).toBe('Atendimento aberto - Game Assist');
    expect(mails.at(-1)?.text).toContain(request.protocol);
    expect(mails.at(-1)?.text).toContain('https://app.exemplo.com.br/MeusAtendimentos');
  });

  it('answers a retry with the same Idempotency-Key with the first request, also in parallel', async () => {
    const ana = await subscriber();
    const key = newKey();
    const first = await ask(ana, { coverageId: 'suporte-online' }, key);
    const again = await ask(ana, { coverageId: 'suporte-online' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const reused = await ask(ana, { coverageId: 'suporte-online', note: 'outra coisa' }, key);
    expect(reused.statusCode).toBe(422);
    expect(serviceRequestRefusalSchema.parse(reused.json()).reason).toBe('chave-reutilizada');

    const parallelKey = newKey();
    const both = await Promise.all([
      ask(ana, { coverageId: 'suporte-online' }, parallelKey),
      ask(ana, { coverageId: 'suporte-online' }, parallelKey),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(both[0]?.json<{ id: string }>().id).toBe(both[1]?.json<{ id: string }>().id);
    expect(await countRows('service_requests', ana.id)).toBe(2);
    // Another account may use the same key: keys are per account.
    const bruno = await subscriber();
    const theirs = await ask(bruno, { coverageId: 'suporte-online' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
  });

  it('enforces the usage limit, gives a cancelled slot back, and resets at the month turn', async () => {
    const ana = await subscriber();
    // Past the 48 business hours: Saturday 28th, 09:00.
    await later(3 * DAY, async () => {
      const first = await ask(ana, { coverageId: 'telemedicina' });
      expect(first.statusCode).toBe(201);
      const second = await ask(ana, { coverageId: 'telemedicina' });
      expect(second.statusCode).toBe(422);
      const refusal = serviceRequestRefusalSchema.parse(second.json());
      expect(refusal).toMatchObject({
        reason: 'limite',
        availableFrom: '2026-12-01T03:00:00.000Z',
        usage: { used: 1, limit: 1, period: 'mes' },
      });
      expect(refusal.message).toBe('Você já usou 1 de 1 neste mês. Disponível a partir de 01/12/2026.');

      const usage = coverageUsageListSchema.parse((await call('GET', '/api/atendimentos/uso', ana)).json());
      expect(usage.coverages.find((coverage) => coverage.coverageId === 'telemedicina')).toMatchObject({
        used: 1,
        blocked: 'limite',
        availableFrom: '2026-12-01T03:00:00.000Z',
        waitingUntil: '2026-11-27T12:00:00.000Z',
        // The request under way, which the sheet shows instead of offering another.
        inFlight: {
          id: first.json<{ id: string }>().id,
          protocol: first.json<{ protocol: string }>().protocol,
          status: 'aberto',
        },
      });
      expect(usage.coverages.some((coverage) => coverage.coverageId.startsWith('parceiro-'))).toBe(false);

      const cancelled = await call('POST', `/api/atendimentos/${first.json<{ id: string }>().id}/cancelar`, ana);
      const afterCancelUsage = coverageUsageListSchema.parse((await call('GET', '/api/atendimentos/uso', ana)).json());
      expect(
        afterCancelUsage.coverages.find((coverage) => coverage.coverageId === 'telemedicina')?.inFlight,
      ).toBeNull();
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<{ status: string }>().status).toBe('cancelado');
      const afterCancel = await ask(ana, { coverageId: 'telemedicina' });
      expect(afterCancel.statusCode).toBe(201);
      expect((await ask(ana, { coverageId: 'telemedicina' })).statusCode).toBe(422);

      context().clock.advance(3 * DAY); // Tuesday 1 December, 09:00: a new month
      expect((await ask(ana, { coverageId: 'telemedicina' })).statusCode).toBe(201);
    });
  });

  it('gives the last slot to exactly one of two parallel requests', async () => {
    const ana = await subscriber();
    await later(3 * DAY, async () => {
      const answers = await Promise.all([
        ask(ana, { coverageId: 'telemedicina' }),
        ask(ana, { coverageId: 'telemedicina' }),
        ask(ana, { coverageId: 'telemedicina' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
      expect(await countRows('service_requests', ana.id)).toBe(1);
    });
  });

  it('lets the owner cancel only while nothing has started, and hides other people’s requests', async () => {
    const ana = await subscriber();
    const bruno = await subscriber();
    const request = (await ask(ana, { coverageId: 'suporte-online' })).json<{ id: string }>();
    expect((await call('GET', `/api/atendimentos/${request.id}`, bruno)).statusCode).toBe(404);
    expect((await call('POST', `/api/atendimentos/${request.id}/cancelar`, bruno)).statusCode).toBe(404);
    expect((await call('GET', '/api/atendimentos/nao-e-um-id', ana)).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/atendimentos/${request.id}/cancelar`, ana, {
      reason: 'Resolvi sozinha.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(serviceRequestDetailSchema.parse(cancelled.json()).history.at(-1)).toMatchObject({
      status: 'cancelado',
      by: 'assinante',
      note: 'Resolvi sozinha.',
    });
    const twice = await call('POST', `/api/atendimentos/${request.id}/cancelar`, ana);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(
      'Este atendimento está cancelado e não pode mais ser cancelado.',
    );
  });

  it('lets operators, and only them, move requests along the lifecycle, notifying the subscriber', async () => {
    const ana = await subscriber();
    // OPERATOR_EMAILS names the operator's address (any case); the account signs in by code like anyone.
    const operator = await makeOperator();
    const request = (await ask(ana, { coverageId: 'suporte-online' })).json<{ id: string; protocol: string }>();
    expect((await call('GET', '/api/operador/atendimentos', ana)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/operador/atendimentos/${request.id}`, ana, { status: 'agendado' })).statusCode,
    ).toBe(403);

    const queue = operatorServiceRequestListSchema.parse(
      (await call('GET', '/api/operador/atendimentos?status=aberto', operator)).json(),
    );
    expect(queue.items.find((item) => item.id === request.id)?.subscriber.name).toBe('Ana Souza');

    context().clock.advance(HOUR);
    const scheduled = await call('PATCH', `/api/operador/atendimentos/${request.id}`, operator, {
      status: 'agendado',
      note: 'Técnico liga amanhã às 10h.',
    });
    expect(scheduled.statusCode).toBe(200);
    const detail = serviceRequestDetailSchema.parse(scheduled.json());
    expect(detail.status).toBe('agendado');
    expect(detail.history).toEqual([
      { kind: 'status', status: 'aberto', at: expect.any(String), by: 'assinante', note: null },
      {
        kind: 'status',
        status: 'agendado',
        at: expect.any(String),
        by: 'operador',
        note: 'Técnico liga amanhã às 10h.',
      },
    ]);
    const skipping = await call('PATCH', `/api/operador/atendimentos/${request.id}`, operator, {
      status: 'concluido',
    });
    expect(skipping.statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/operador/atendimentos/${request.id}`, operator, { status: 'em-atendimento' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/atendimentos/${request.id}/cancelar`, ana)).statusCode).toBe(409);

    const notifications = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json());
    expect(notifications.items.map((item) => item.title)).toEqual([
      'Atendimento em andamento',
      'Atendimento agendado',
      'Atendimento aberto',
      'Pagamento confirmado',
    ]);
    expect(notifications.items[1]?.body).toContain('Observação: Técnico liga amanhã às 10h.');
    const mails = await mailTo(ana.email);
    expect(mails.map((mail) => mail.subject)).toContain('Atendimento agendado - Game Assist');
  });

  it('marks notifications read and keeps e-mail copies to those who want them', async () => {
    const ana = await subscriber();
    const bruno = await subscriber();
    expect((await call('GET', '/api/notificacoes/preferencias', ana)).json()).toEqual({ email: true });
    const off = await call('PUT', '/api/notificacoes/preferencias', ana, { email: false });
    expect(off.json()).toEqual({ email: false });
    const before = (await mailTo(ana.email)).length;
    await ask(ana, { coverageId: 'suporte-online' });
    expect((await mailTo(ana.email)).length).toBe(before);

    const list = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json());
    expect(list.unread).toBe(2);
    const id = list.items[0]?.id ?? '';
    expect((await call('POST', `/api/notificacoes/${id}/lida`, bruno)).statusCode).toBe(404);
    const read = await call('POST', `/api/notificacoes/${id}/lida`, ana);
    expect(read.json<{ read: boolean }>().read).toBe(true);
    expect(notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json()).unread).toBe(1);
  });

  it('pages the lists newest first', async () => {
    const ana = await subscriber();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      context().clock.advance(1000);
      ids.push((await ask(ana, { coverageId: 'suporte-online' })).json<{ id: string }>().id);
    }
    const first = serviceRequestListSchema.parse((await call('GET', '/api/atendimentos?limit=2', ana)).json());
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.nextCursor ?? '';
    const second = serviceRequestListSchema.parse(
      (await call('GET', `/api/atendimentos?limit=2&cursor=${cursor}`, ana)).json(),
    );
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect((await call('GET', '/api/atendimentos?cursor=bad!', ana)).statusCode).toBe(400);
    expect((await call('GET', '/api/atendimentos?cursor=YWJj', ana)).statusCode).toBe(400);
  });

  it('answers bad requests with a clear 4xx, never a 500', async () => {
    const ana = await subscriber();
    expect((await ask(ana, { coverageId: 'suporte-online' }, null)).statusCode).toBe(400);
    expect((await ask(ana, { coverageId: 'suporte-online' }, 'com espaço')).statusCode).toBe(400);
    expect((await ask(ana, { coverageId: 'suporte-online', note: 'x'.repeat(501) })).statusCode).toBe(400);
    const past = await ask(ana, { coverageId: 'suporte-online', preferredAt: '2026-11-24T10:00:00-03:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe('A data preferida precisa ser no futuro.');
    expect((await ask(ana, { coverageId: 'suporte-online', preferredAt: 'amanhã' })).statusCode).toBe(400);
    expect((await ask(ana, { coverageId: 'nao-existe' })).statusCode).toBe(404);
    const affiliate = await ask(ana, { coverageId: 'parceiro-aff-001' });
    expect(affiliate.statusCode).toBe(422);
    expect(serviceRequestRefusalSchema.parse(affiliate.json()).reason).toBe('nao-solicitavel');
    const key = `adiantado-${Math.random()}`;
    const soon = { coverageId: 'suporte-online', preferredAt: '2026-11-30T14:00:00-03:00' };
    const future = await ask(ana, soon, key);
    expect(future.json<{ preferredAt: string }>().preferredAt).toBe('2026-11-30T17:00:00.000Z');
    // A retry that arrives after the preferred time has passed still gets the first answer.
    await later(10 * DAY, async () => {
      const retry = await ask(ana, soon, key);
      expect(retry.statusCode).toBe(201);
      expect(retry.json<{ id: string }>().id).toBe(future.json<{ id: string }>().id);
    });
    expect((await context().app.inject({ method: 'GET', url: '/api/atendimentos' })).statusCode).toBe(401);
  });

  it('refuses every request while the subscription is not active', async () => {
    const ana = await subscriber();
    await setSubscriptionStatus(context().database.db, ana.id, 'suspensa', context().clock.now());
    const answer = await ask(ana, { coverageId: 'suporte-online' });
    expect(answer.statusCode).toBe(422);
    expect(serviceRequestRefusalSchema.parse(answer.json()).reason).toBe('assinatura-inativa');
  });
});
