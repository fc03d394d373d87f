import { describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  operatorServiceRequestListSchema,
  serviceRequestDetailSchema,
  type ServiceRequestDetail,
} from '@game-assist/contracts';
import { DAY, HOUR, requestKit, withServiceRequestApp } from '#api/test/service-requests.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('reasons and messages on %s', (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const { subscriber, operator, ask, call, later, mailTo } = requestKit(context);
  const open = async (who: Awaited<ReturnType<typeof subscriber>>, coverageId = 'suporte-online') =>
    serviceRequestDetailSchema.parse((await ask(who, { coverageId })).json());
  const lastEntry = (request: ServiceRequestDetail) => request.history.at(-1);

  it('refuses a refusal or an operator’s cancellation without a written reason', async () => {
    const ana = await subscriber();
    const op = await operator();
    const request = await open(ana);
    const patch = (payload: object) => call('PATCH', `/api/operador/atendimentos/${request.id}`, op, payload);

    for (const [status, message] of [
      ['recusado', 'Escreva o motivo da recusa: o assinante precisa saber por quê.'],
      ['cancelado', 'Escreva o motivo do cancelamento: o assinante precisa saber por quê.'],
    ] as const) {
      for (const payload of [{ status }, { status, note: '' }, { status, note: '   ' }]) {
        const refused = await patch(payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.headers['content-type']).toContain('application/json');
        expect(refused.json()).toMatchObject({ statusCode: 400, message });
      }
    }
    expect(
      serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${request.id}`, ana)).json()).status,
    ).toBe('aberto');

    context().clock.advance(HOUR);
    const refused = await patch({ status: 'recusado', note: 'O suporte online não cobre equipamentos de terceiros.' });
    expect(refused.statusCode).toBe(200);
    const detail = serviceRequestDetailSchema.parse(refused.json());
    expect(detail.status).toBe('recusado');
    expect(lastEntry(detail)).toEqual({
      kind: 'status',
      status: 'recusado',
      at: new Date(Date.parse(START) + HOUR).toISOString(),
      by: 'operador',
      note: 'O suporte online não cobre equipamentos de terceiros.',
    });
    const notice = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json()).items[0];
    expect(notice).toMatchObject({
      title: 'Atendimento recusado',
      body: `Seu pedido de Suporte Online (protocolo ${request.protocol}) foi recusado. Motivo: O suporte online não cobre equipamentos de terceiros.`,
      serviceRequestId: request.id,
    });
    expect((await mailTo(ana.email)).at(-1)?.subject).toBe('Atendimento recusado - Game Assist');
    // A refusal is final.
    expect((await patch({ status: 'agendado' })).statusCode).toBe(409);
    // A move that needs no reason still takes none.
    const other = await open(ana);
    expect((await call('PATCH', `/api/operador/atendimentos/${other.id}`, op, { status: 'agendado' })).statusCode).toBe(
      200,
    );
    const cancelled = await call('PATCH', `/api/operador/atendimentos/${other.id}`, op, {
      status: 'cancelado',
      note: 'Técnico indisponível na sua região.',
    });
    expect(lastEntry(serviceRequestDetailSchema.parse(cancelled.json()))).toMatchObject({
      status: 'cancelado',
      note: 'Técnico indisponível na sua região.',
    });
  });

  it('gives a refused request’s slot back', async () => {
    const ana = await subscriber();
    const op = await operator();
    await later(3 * DAY, async () => {
      const first = await open(ana, 'telemedicina');
      expect((await ask(ana, { coverageId: 'telemedicina' })).statusCode).toBe(422);
      await call('PATCH', `/api/operador/atendimentos/${first.id}`, op, { status: 'recusado', note: 'Duplicado.' });
      expect((await ask(ana, { coverageId: 'telemedicina' })).statusCode).toBe(201);
    });
  });

  it('carries messages both ways, text only, in the timeline each side sees', async () => {
    const ana = await subscriber();
    const bruno = await subscriber();
    const op = await operator();
    const request = await open(ana);
    const path = `/api/atendimentos/${request.id}/mensagens`;

    context().clock.advance(60_000);
    const sent = await call('POST', path, ana, {
      text: '  O roteador pisca em vermelho.\r\nJá reiniciei duas vezes.  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(lastEntry(serviceRequestDetailSchema.parse(sent.json()))).toEqual({
      kind: 'mensagem',
      at: context().clock.now().toISOString(),
      by: 'assinante',
      text: 'O roteador pisca em vermelho.\nJá reiniciei duas vezes.',
    });
    // The queue shows it to the operators, after the request's opening.
    const queue = operatorServiceRequestListSchema.parse(
      (await call('GET', '/api/operador/atendimentos?status=aberto', op)).json(),
    );
    expect(queue.items.find((item) => item.id === request.id)?.history.map((entry) => entry.kind)).toEqual([
      'status',
      'mensagem',
    ]);

    context().clock.advance(60_000);
    const unread = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json()).unread;
    const reply = await call('POST', `/api/operador/atendimentos/${request.id}/mensagens`, op, {
      text: 'Vamos ligar hoje às 15h para ver isso com você.',
    });
    expect(reply.statusCode).toBe(201);
    const seen = serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${request.id}`, ana)).json());
    expect(seen.history.map((entry) => [entry.kind, entry.by])).toEqual([
      ['status', 'assinante'],
      ['mensagem', 'assinante'],
      ['mensagem', 'operador'],
    ]);
    expect(lastEntry(seen)).toMatchObject({ text: 'Vamos ligar hoje às 15h para ver isso com você.' });
    const notices = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json());
    expect(notices.unread).toBe(unread + 1);
    expect(notices.items[0]).toMatchObject({
      title: 'Nova mensagem da central',
      body: `Sobre seu atendimento de Suporte Online (protocolo ${request.protocol}): Vamos ligar hoje às 15h para ver isso com você.`,
      serviceRequestId: request.id,
    });
    // Messages do not change the status, and every list item carries them.
    expect(seen.status).toBe('aberto');

    // Someone else's request is not found; the operators' endpoint is the operators'.
    expect((await call('POST', path, bruno, { text: 'Oi' })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/operador/atendimentos/${request.id}/mensagens`, ana, { text: 'Oi' })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/atendimentos/nao-e-um-id/mensagens', ana, { text: 'Oi' })).statusCode).toBe(404);
  });

  it('answers a bad message with a clear 400, never a 500', async () => {
    const ana = await subscriber();
    const request = await open(ana);
    const path = `/api/atendimentos/${request.id}/mensagens`;
    for (const payload of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(1001) },
      { text: 'tab\taqui' },
      { text: 'Oi', anexo: 'foto.png' },
      { text: 42 },
    ]) {
      const answer = await call('POST', path, ana, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await call('POST', path, ana, { text: 'x'.repeat(1000) })).statusCode).toBe(201);
  });
});
