import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutResponseSchema, operatorAffiliateListSchema, operatorRefundListSchema } from '@game-assist/contracts';
import { operatorToken, signUpSubscriber, TEST_CPF, TEST_OPERATOR_EMAIL } from '#api/test/app.js';
import { OPERATOR, requestKit, withServiceRequestApp } from '#api/test/service-requests.js';
import { verifyChain } from './service.js';

const START = '2026-11-26T17:00:00.000Z';

interface Entry {
  action: string;
  actor_email: string;
  actor_roles: string[];
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string;
  ip: string;
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("the staff's acts on money and personal data are on the audit log, on %s (#66)", (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const kit = requestKit(context);
  const entries = async (action: string) =>
    (
      (await context().database.db.execute(
        sql`select * from audit_log where action = ${action} order by audit_log.id`,
      )) as unknown as { rows: Entry[] }
    ).rows;
  const as = async (token: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    context().app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers } });

  it('confirming a PIX charge: its entry with the status and paidAt before and after; a refused second one adds none', async () => {
    const ana = await signUpSubscriber(context(), 'ana.audit@exemplo.com.br');
    const checkout = await context().app.inject({
      method: 'POST',
      url: '/api/assinatura/checkout',
      headers: { authorization: `Bearer ${ana.access_token}`, 'idempotency-key': 'audit-1' },
      payload: { method: 'pix', cpf: TEST_CPF },
    });
    const { charge } = checkoutResponseSchema.parse(checkout.json());
    const operator = await operatorToken(context());
    expect((await as(operator, 'POST', `/api/operador/cobrancas/${charge.id}/confirmar`)).statusCode).toBe(200);
    const [entry, ...more] = await entries('cobranca.confirmar');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_email: TEST_OPERATOR_EMAIL,
      actor_roles: ['atendimento', 'financeiro'],
      target_type: 'cobranca',
      target_id: charge.id,
      before: { status: 'pendente', paidAt: null },
      after: { status: 'paga', paidAt: START, amountCents: charge.amount },
      ip: '127.0.0.1',
    });
    expect(entry?.request_id).not.toBe('');

    // Already confirmed: 409, and the failed act leaves no entry.
    expect((await as(operator, 'POST', `/api/operador/cobrancas/${charge.id}/confirmar`)).statusCode).toBe(409);
    expect(await entries('cobranca.confirmar')).toHaveLength(1);

    // Withdrawn within 7 days: the refund an operator marks as made is on the log too.
    expect(
      (
        await context().app.inject({
          method: 'POST',
          url: '/api/assinatura/cancelar',
          headers: { authorization: `Bearer ${ana.access_token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const refunds = operatorRefundListSchema.parse((await as(operator, 'GET', '/api/operador/reembolsos')).json());
    const refund = refunds.items.find((item) => item.chargeId === charge.id);
    // The lists of charges and refunds show who paid (name, e-mail, the PIX key): a read of their data each.
    expect((await as(operator, 'GET', '/api/operador/cobrancas')).statusCode).toBe(200);
    const reads = (await entries('assinante.consultar')).filter((entry) => entry.target_id === ana.user.id);
    expect(reads.map((entry) => [entry.target_type, entry.after])).toEqual([
      ['assinante', { refunds: [refund?.id] }],
      ['assinante', { charges: [charge.id] }],
    ]);
    const completed = await context().app.inject({
      method: 'POST',
      url: `/api/operador/reembolsos/${refund?.id}/concluir`,
      headers: { authorization: `Bearer ${operator}` },
      payload: {},
    });
    expect(completed.statusCode).toBe(200);
    expect(await entries('reembolso.concluir')).toEqual([
      expect.objectContaining({
        target_type: 'reembolso',
        target_id: refund?.id,
        before: { status: 'pendente', chargeStatus: 'reembolso-pendente' },
        after: { status: 'concluido', chargeStatus: 'reembolsada', amountCents: charge.amount },
      }),
    ]);
  });

  it("downloading the affiliates' statement, as JSON or CSV, is an entry each", async () => {
    const operator = await operatorToken(context());
    expect((await as(operator, 'GET', '/api/operador/afiliados/extrato?mes=2026-11')).statusCode).toBe(200);
    const csv = await as(operator, 'GET', '/api/operador/afiliados/extrato?mes=2026-11', { accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    const found = await entries('afiliados.extrato');
    expect(found.map((entry) => [entry.target_type, entry.target_id, entry.after?.format])).toEqual([
      ['extrato-afiliados', '2026-11', 'json'],
      ['extrato-afiliados', '2026-11', 'csv'],
    ]);
  });

  it("reading 'Afiliados' records each partner shown, before the list is sent", async () => {
    const operator = await operatorToken(context());
    const listed = await as(operator, 'GET', '/api/operador/afiliados');
    expect(listed.statusCode).toBe(200);
    const shown = operatorAffiliateListSchema.parse(listed.json()).items.map((item) => item.affiliateId);
    expect(shown.length).toBeGreaterThan(0);
    const reads = await entries('afiliado.consultar');
    expect(reads.map((entry) => [entry.actor_email, entry.target_type, entry.target_id, entry.after])).toEqual(
      shown.map((id) => [TEST_OPERATOR_EMAIL, 'afiliado', id, { list: true }]),
    );
    expect(reads.every((entry) => entry.request_id !== '' && entry.ip === '127.0.0.1')).toBe(true);
  });

  it('reading the queue records each subscriber shown (LGPD art. 37); working a request and writing to its subscriber are entries', async () => {
    const bia = await kit.subscriber('bia');
    const asked = await kit.ask(bia, { coverageId: 'suporte-online', note: 'O roteador não liga.' });
    expect(asked.statusCode).toBe(201);
    const requestId = (asked.json() as { id: string }).id;
    const operator = await kit.operator();
    expect((await kit.call('GET', '/api/operador/atendimentos', operator)).statusCode).toBe(200);
    const reads = await entries('assinante.consultar');
    expect(reads.find((entry) => entry.target_id === bia.id)).toMatchObject({
      actor_email: OPERATOR,
      target_type: 'assinante',
      after: { serviceRequests: [requestId] },
    });

    const moved = await kit.call('PATCH', `/api/operador/atendimentos/${requestId}`, operator, {
      status: 'em-atendimento',
    });
    expect(moved.statusCode).toBe(200);
    expect(await entries('atendimento.atualizar')).toEqual([
      expect.objectContaining({
        target_id: requestId,
        before: { status: 'aberto' },
        after: { status: 'em-atendimento', reason: false },
      }),
    ]);
    const wrote = await kit.call('POST', `/api/operador/atendimentos/${requestId}/mensagens`, operator, {
      text: 'Já estamos vendo.',
    });
    expect(wrote.statusCode).toBe(201);
    expect(await entries('atendimento.mensagem')).toEqual([
      expect.objectContaining({ target_id: requestId, after: { characters: 17 } }),
    ]);
    expect(await verifyChain(context().database.db)).toMatchObject({ ok: true, broken: null });
  });
});
