import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutResponseSchema, notificationListSchema, verifyCardResponseSchema } from '@game-assist/contracts';
import { TEST_OPERATOR_EMAIL } from '#api/test/app.js';
import {
  ASAAS_EVENT_STATUSES,
  type AsaasEventType,
  type AsaasPayment,
  type EventTampering,
} from '#api/test/fake-asaas.js';
import { ASAAS_EVENT_MEANINGS } from './asaas-events.js';
import { asaasPosts, harness, suiteAsaasApp, type Person } from './payments.test-support.js';

const sent = new Set<string>();

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('every payment event Asaas documents, on %s (#64 point 5)', (_name, postgres) => {
  const { app, fake } = suiteAsaasApp(postgres);
  const h = harness(app);

  async function send(payment: AsaasPayment, type: AsaasEventType, tampering?: EventTampering) {
    sent.add(type);
    const event = fake().eventFor(payment, type, tampering);
    expect((await asaasPosts(app(), event)).statusCode).toBe(200);
    const [row] = await h.rows<{ outcome: string }>(
      sql`select outcome from provider_events where event_id = ${event.id}`,
    );
    return row?.outcome;
  }
  async function pending(prefix: string) {
    const who = await h.person(prefix);
    const { charge } = checkoutResponseSchema.parse((await h.checkout(who)).json());
    const payment = fake().payments.find((p) => p.externalReference === charge.id);
    if (!payment) throw new Error('no Asaas payment for the charge');
    return { who, chargeId: charge.id, payment };
  }
  async function paid(prefix: string) {
    const made = await pending(prefix);
    expect(await send(made.payment, 'PAYMENT_RECEIVED')).toBe('aplicado');
    return made;
  }
  const chargeStatus = async (id: string) =>
    (await h.rows<{ status: string }>(sql`select status from charges where id = ${id}`))[0]?.status;
  const titles = async (who: Person) =>
    notificationListSchema
      .parse((await h.call('GET', '/api/notificacoes', (await h.fresh(who)).token)).json())
      .items.map((item) => item.title);
  const alerts = async () =>
    (await h.mailTo(TEST_OPERATOR_EMAIL)).filter((mail) => mail.subject.startsWith('Asaas: evento'));

  it('maps the same list of events the fake Asaas sends', () => {
    expect(Object.keys(ASAAS_EVENT_MEANINGS).sort()).toEqual(Object.keys(ASAAS_EVENT_STATUSES).sort());
  });

  it('PAYMENT_REFUNDED from Asaas’s own page: the year it paid for ends, the card is revoked, the subscriber told', async () => {
    const { who, chargeId, payment } = await paid('estorno');
    const card = await h.call('GET', '/api/carteirinha', (await h.fresh(who)).token);
    expect(card.statusCode).toBe(200);
    expect(await send(payment, 'PAYMENT_REFUND_IN_PROGRESS')).toBe('aplicado');
    expect(await chargeStatus(chargeId)).toBe('reembolso-pendente');
    expect(await send(payment, 'PAYMENT_REFUNDED')).toBe('aplicado');
    expect(await chargeStatus(chargeId)).toBe('reembolsada');
    expect((await h.subscription(who)).status).toBe('cancelada');
    const verified = verifyCardResponseSchema.parse(
      (await h.call('POST', '/api/carteirinha/verificar', undefined, { token: card.json().token })).json(),
    );
    expect(verified.valid).toBe(false);
    expect(await titles(who)).toContain('Pagamento estornado');
  });

  it('a chargeback suspends with its reason until it is resolved', async () => {
    const { who, chargeId, payment } = await paid('contesta');
    const before = (await alerts()).length;
    expect(await send(payment, 'PAYMENT_CHARGEBACK_REQUESTED')).toBe('aplicado');
    expect(await chargeStatus(chargeId)).toBe('contestada');
    expect((await h.subscription(who)).status).toBe('suspensa');
    const [cause] = await h.rows<{ cause: string }>(
      sql`select cause from subscription_events where account_id = ${who.id} order by id desc limit 1`,
    );
    expect(cause?.cause).toBe('contestacao');
    expect(await titles(who)).toContain('Assinatura suspensa');
    expect((await alerts()).length).toBe(before + 1);
    expect(await send(payment, 'PAYMENT_CHARGEBACK_DISPUTE')).toBe('sem-efeito');
    expect(await send(payment, 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL')).toBe('aplicado');
    expect(await chargeStatus(chargeId)).toBe('paga');
    expect((await h.subscription(who)).status).toBe('ativa');
  });

  it('refuses a value or a customer other than the charge’s: recorded, operators alerted, nothing changed', async () => {
    const { who, chargeId, payment } = await pending('valor');
    const before = (await alerts()).length;
    expect(await send(payment, 'PAYMENT_CONFIRMED', { value: 0.01 })).toBe('recusado');
    expect(await send(payment, 'PAYMENT_RECEIVED', { customer: 'cus_de_outra_pessoa' })).toBe('recusado');
    expect((await h.subscription(who)).status).toBe('aguardando-pagamento');
    expect(await chargeStatus(chargeId)).toBe('pendente');
    const mails = (await alerts()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('valor 1 centavos, a cobrança é de 12990');
    expect(await send(payment, 'PAYMENT_RECEIVED')).toBe('aplicado');
    expect((await h.subscription(who)).status).toBe('ativa');
  });

  it('orders by the event’s own date: a payment made before a refund that arrived first activates nothing', async () => {
    const { who, payment } = await pending('ordem');
    expect(await send(payment, 'PAYMENT_REFUNDED', { dateCreated: '2026-11-26 14:10:00' })).toBe('sem-efeito');
    expect(await send(payment, 'PAYMENT_CONFIRMED', { dateCreated: '2026-11-26 14:05:00' })).toBe('fora-de-ordem');
    expect((await h.subscription(who)).status).toBe('aguardando-pagamento');
  });

  it('keeps every event once by its id; removal cancels a pending charge; the others change nothing', async () => {
    const { chargeId, payment } = await pending('removida');
    const removed = fake().eventFor(payment, 'PAYMENT_DELETED');
    sent.add('PAYMENT_DELETED');
    expect((await asaasPosts(app(), removed)).statusCode).toBe(200);
    expect((await asaasPosts(app(), removed)).statusCode).toBe(200);
    expect(await h.rows(sql`select id from provider_events where event_id = ${removed.id}`)).toHaveLength(1);
    expect(await chargeStatus(chargeId)).toBe('cancelada');

    const { who, chargeId: paidId, payment: paidPayment } = await paid('informa');
    const quiet = (Object.keys(ASAAS_EVENT_STATUSES) as AsaasEventType[]).filter(
      (type) => ASAAS_EVENT_MEANINGS[type] === 'none' || ASAAS_EVENT_MEANINGS[type] === 'alert',
    );
    for (const type of quiet) expect(await send(paidPayment, type)).toBe('sem-efeito');
    expect(await chargeStatus(paidId)).toBe('paga');
    expect((await h.subscription(who)).status).toBe('ativa');
    expect(await send(paidPayment, 'PAYMENT_CONFIRMED')).toBe('sem-efeito');
  });

  it('sent every event Asaas documents', () => {
    expect([...sent].sort()).toEqual(Object.keys(ASAAS_EVENT_STATUSES).sort());
  });
});
