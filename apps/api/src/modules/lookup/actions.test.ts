import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courtesyGrantedSchema,
  endedSubscriberSessionsSchema,
  reissuedCardSchema,
  resentMailSchema,
  subscriberRecordSchema,
  subscriptionSchema,
  type StaffRole,
} from '@game-assist/contracts';
import { decodeQuotedPrintable, startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { verifyChain } from '#api/modules/audit/index.js';
import { signUpSubscriber, suiteApp } from '#api/test/app.js';
import { requestKit, serviceRequestTestApp, type Person } from '#api/test/service-requests.js';
import { staffMember } from '#api/test/staff.js';

const START = '2026-11-26T15:00:00.000Z';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const REASON = '  Pediu pelo telefone, ligação 123  ';

interface Entry {
  action: string;
  target_id: string;
  actor_email: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("the actions on a subscriber's page, on %s (#67)", (_name, postgres) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const context = suiteApp(() => serviceRequestTestApp(postgres, START, {}, { smtp: smtp.url }));
  const kit = requestKit(context);
  const staff = new Map<string, Promise<{ id: string; token: string }>>();
  const member = (roles: StaffRole[]) => {
    const name = roles.join('-');
    if (!staff.has(name)) staff.set(name, staffMember(context(), `${name}.acoes@equipe.exemplo.com.br`, roles));
    return staff.get(name) as Promise<{ id: string; token: string }>;
  };
  const act = async (roles: StaffRole[], id: string, action: string, payload: object, key?: string) =>
    context().app.inject({
      method: 'POST',
      url: `/api/operador/assinantes/${id}/${action}`,
      headers: {
        authorization: `Bearer ${(await member(roles)).token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  const entries = async (action: string, id: string) =>
    (
      (await context().database.db.execute(
        sql`select * from audit_log where action = ${action} and target_id = ${id} order by audit_log.id`,
      )) as unknown as { rows: Entry[] }
    ).rows;
  /** What the real SMTP server received for `email`, decoded. */
  const mailbox = async (email: string) => {
    await context().modules.outbox.drain();
    return smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => decodeQuotedPrintable(mail.raw));
  };
  /** Someone who checked out by PIX and has not paid: a pending code. */
  const unpaid = async () => {
    const email = `pix-pendente-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
    const session = await signUpSubscriber(context(), email);
    const person = { email, id: session.user.id };
    const checkout = await context().app.inject({
      method: 'POST',
      url: '/api/assinatura/checkout',
      headers: { authorization: `Bearer ${session.access_token}`, 'idempotency-key': kit.newKey() },
      payload: { method: 'pix', cpf: '529.982.247-25' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { charge } = checkout.json() as { charge: { id: string; pix: { copiaECola: string } } };
    return { ...person, chargeId: charge.id, copiaECola: charge.pix.copiaECola };
  };

  it("'Reenviar recibo': the last receipt goes out again, on the audit log with the reason; nothing paid is a 409", async () => {
    const person = await kit.subscriber('recibo');
    const before = (await mailbox(person.email)).filter((text) => text.includes('Este é o seu recibo')).length;
    const answer = await act(['financeiro'], person.id, 'reenviar-recibo', { motivo: REASON });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = resentMailSchema.parse(answer.json());
    expect(sent.sentTo).toMatch(/^re\*\*\*@exemplo\.com\.br$/);
    const receipts = (await mailbox(person.email)).filter((text) => text.includes('Este é o seu recibo'));
    expect(receipts).toHaveLength(before + 1);
    expect(receipts.at(-1)).toContain(`Cobrança: ${sent.chargeId}`);
    const [entry, ...more] = await entries('assinante.reenviar-recibo', person.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_email: 'financeiro.acoes@equipe.exemplo.com.br',
      after: { motivo: REASON.trim(), chargeId: sent.chargeId },
    });

    const nothing = await unpaid();
    const refused = await act(['atendimento'], nothing.id, 'reenviar-recibo', { motivo: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nenhum pagamento confirmado nesta conta: não há recibo para reenviar.');
    expect(await entries('assinante.reenviar-recibo', nothing.id)).toEqual([]);
  });

  it("'Reenviar código PIX': the subscriber's mailbox gets the pending code; none pending is a 409", async () => {
    const person = await unpaid();
    const answer = await act(['atendimento'], person.id, 'reenviar-pix', { motivo: REASON });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(resentMailSchema.parse(answer.json()).chargeId).toBe(person.chargeId);
    const mail = (await mailbox(person.email)).filter((text) => text.includes('reenviássemos o código PIX'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.replace(/\r?\n/g, '')).toContain(person.copiaECola);
    const [entry] = await entries('assinante.reenviar-pix', person.id);
    expect(entry).toMatchObject({
      actor_email: 'atendimento.acoes@equipe.exemplo.com.br',
      after: { motivo: REASON.trim(), chargeId: person.chargeId },
    });

    const paid = await kit.subscriber('pago');
    const refused = await act(['financeiro'], paid.id, 'reenviar-pix', { motivo: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Não há código PIX pendente/);
  });

  it("'Reemitir carteirinha': the old card stops verifying, the next one verifies; atendimento's, not financeiro's", async () => {
    const person = await kit.subscriber('cartao');
    const card = async () => {
      const answer = await kit.call('GET', '/api/carteirinha', person);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { token: string }).token;
    };
    const verify = async (token: string) =>
      (
        await context().app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } })
      ).json() as {
        valid: boolean;
      };
    const old = await card();
    expect((await verify(old)).valid).toBe(true);

    const refused = await act(['financeiro'], person.id, 'reemitir-carteirinha', { motivo: REASON });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Esta área é da função Atendimento, que você não tem.');
    expect((await verify(old)).valid).toBe(true);

    const answer = await act(['atendimento'], person.id, 'reemitir-carteirinha', { motivo: REASON });
    expect(answer.statusCode, answer.body).toBe(200);
    const reissued = reissuedCardSchema.parse(answer.json());
    expect((await verify(old)).valid).toBe(false);
    const next = await card();
    expect(next).not.toBe(old);
    expect(await verify(next)).toMatchObject({ valid: true, memberNumber: reissued.memberNumber });
    const [entry] = await entries('assinante.reemitir-carteirinha', person.id);
    expect(entry?.after).toEqual({
      motivo: REASON.trim(),
      memberNumber: reissued.memberNumber,
      revokedAt: reissued.revokedAt,
    });

    // A dependant's card, from the titular's page: theirs alone changes.
    const child = await kit.call('POST', '/api/dependentes', person, {
      nome: 'Lia Cartão',
      nascimento: '2015-03-10',
      parentesco: 'filho',
      cpf: '145.382.206-20',
    });
    expect(child.statusCode, child.body).toBe(201);
    const dependantId = (child.json() as { id: string }).id;
    const childCard = async () =>
      ((await kit.call('GET', `/api/carteirinha?pessoa=${dependantId}`, person)).json() as { token: string }).token;
    const childOld = await childCard();
    const titularNow = await card();
    const forChild = { motivo: REASON, dependente: dependantId };
    const childAnswer = await act(['atendimento'], person.id, 'reemitir-carteirinha', forChild);
    expect(childAnswer.statusCode, childAnswer.body).toBe(200);
    expect((await verify(childOld)).valid).toBe(false);
    expect((await verify(titularNow)).valid).toBe(true);
    expect((await verify(await childCard())).valid).toBe(true);
    const unknownChild = await act(['atendimento'], person.id, 'reemitir-carteirinha', {
      motivo: REASON,
      dependente: UNKNOWN,
    });
    expect(unknownChild.statusCode).toBe(404);
    expect(unknownChild.json().message).toBe('Dependente não encontrado nesta assinatura.');
  });

  it("'Cortesia': paidUntil N days on, in the history as 'cortesia', on /MeuPlano; once per Idempotency-Key", async () => {
    const person = await kit.subscriber('cortesia');
    const plan = async () => subscriptionSchema.parse((await kit.call('GET', '/api/assinatura', person)).json());
    const start = await plan();
    expect(start.courtesyDays).toBeUndefined();
    const key = kit.newKey();

    const refused = await act(['atendimento'], person.id, 'cortesia', { motivo: REASON, dias: 10 }, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Esta área é da função Financeiro, que você não tem.');

    const answer = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias: 10 }, key);
    expect(answer.statusCode, answer.body).toBe(200);
    const granted = courtesyGrantedSchema.parse(answer.json());
    const moved = new Date(Date.parse(`${start.paidUntil}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(granted).toMatchObject({ days: 10, previousPaidUntil: start.paidUntil, paidUntil: moved, status: 'ativa' });
    expect(await plan()).toMatchObject({ paidUntil: moved, courtesyDays: 10, status: 'ativa' });

    // A double submit: the first grant's answer, nothing more moved, one audit entry.
    const again = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias: 10 }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(courtesyGrantedSchema.parse(again.json())).toEqual(granted);
    expect((await plan()).paidUntil).toBe(moved);
    const reused = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias: 5 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ reason: 'chave-reutilizada' });

    const [entry, ...more] = await entries('assinante.cortesia', person.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      before: { status: 'ativa', paidUntil: start.paidUntil },
      after: { motivo: REASON.trim(), days: 10, paidUntil: moved, idempotencyKey: key },
    });
    const record = await context().app.inject({
      method: 'GET',
      url: `/api/operador/assinantes/${person.id}`,
      headers: { authorization: `Bearer ${(await member(['financeiro'])).token}` },
    });
    const history = subscriberRecordSchema.parse(record.json()).subscription?.history ?? [];
    expect(history.at(-1)).toMatchObject({ from: 'ativa', to: 'ativa', cause: 'cortesia', paidUntil: moved });
    const notices = (await kit.call('GET', '/api/notificacoes', person)).json() as { items: { title: string }[] };
    expect(notices.items.map((notice) => notice.title)).toContain('Cortesia');

    // 1 to 30 days, a key, a subscription in force, never one's own account.
    for (const dias of [0, 31, 2.5]) {
      const bad = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias }, kit.newKey());
      expect(bad.statusCode, String(dias)).toBe(400);
    }
    const keyless = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias: 3 });
    expect(keyless.statusCode).toBe(400);
    const pending = await unpaid();
    const notInForce = await act(['financeiro'], pending.id, 'cortesia', { motivo: REASON, dias: 3 }, kit.newKey());
    expect(notInForce.statusCode).toBe(409);
    expect(notInForce.json().message).toMatch(/^A cortesia vale para uma assinatura ativa ou em atraso/);
    const self = await member(['administrador']);
    const own = await act(['administrador'], self.id, 'cortesia', { motivo: REASON, dias: 3 }, kit.newKey());
    expect(own.statusCode).toBe(403);
    expect((await verifyChain(context().database.db)).ok).toBe(true);
  });

  it("'Cortesia' inside the renewal's 10 days makes no second renewal charge", async () => {
    const person = await kit.subscriber('renova');
    const db = context().database.db;
    const soon = new Date(context().clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    await db.execute(sql`update subscriptions set paid_until = ${soon} where account_id = ${person.id}`);
    const renewals = async () =>
      (
        (await db.execute(
          sql`select status from charges where account_id = ${person.id} and kind = 'renovacao'`,
        )) as unknown as { rows: { status: string }[] }
      ).rows.map((row) => row.status);
    await context().modules.subscriptions.runBillingCycle();
    expect(await renewals()).toEqual(['pendente']);
    const answer = await act(['financeiro'], person.id, 'cortesia', { motivo: REASON, dias: 3 }, kit.newKey());
    expect(answer.statusCode, answer.body).toBe(200);
    await context().modules.subscriptions.runBillingCycle();
    expect(await renewals()).toEqual(['pendente']);
  });

  it("'Encerrar sessões': every sign-in of the account ends; atendimento's, not financeiro's", async () => {
    const email = `sessoes-${postgres ? 'pg' : 'lite'}@exemplo.com.br`;
    const first = await signUpSubscriber(context(), email);
    const id = first.user.id;
    const refreshed = async (token: string) =>
      (await context().app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken: token } }))
        .statusCode;
    const me = async () =>
      (
        await context().app.inject({
          method: 'GET',
          url: '/api/assinante',
          headers: { authorization: `Bearer ${first.access_token}` },
        })
      ).statusCode;
    expect(await me()).toBe(200);

    expect((await act(['financeiro'], id, 'encerrar-sessoes', { motivo: REASON })).statusCode).toBe(403);
    const answer = await act(['atendimento'], id, 'encerrar-sessoes', { motivo: REASON });
    expect(answer.statusCode, answer.body).toBe(200);
    const ended = endedSubscriberSessionsSchema.parse(answer.json());
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect(await me()).toBe(401);
    expect(await refreshed(first.refresh_token)).toBe(401);
    const [entry] = await entries('assinante.encerrar-sessoes', id);
    expect(entry?.after).toEqual({ motivo: REASON.trim(), ended: ended.ended });
  });

  it('every action needs a reason (400, in pt-BR), a known subscriber (404) and a staff member (403)', async () => {
    const person: Person = await kit.subscriber('regras');
    const plain = await kit.subscriber('curioso');
    for (const action of ['reenviar-recibo', 'reenviar-pix', 'reemitir-carteirinha', 'cortesia', 'encerrar-sessoes']) {
      const extra = action === 'cortesia' ? { dias: 1 } : {};
      for (const payload of [extra, { ...extra, motivo: '   ' }, { ...extra, motivo: 'oi  ' }]) {
        const missing = await act(['administrador'], person.id, action, payload, kit.newKey());
        expect(missing.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
        expect(missing.json().fieldErrors?.motivo?.[0]).toMatch(/^Escreva o motivo/);
      }
      const unknown = await act(['administrador'], UNKNOWN, action, { ...extra, motivo: REASON }, kit.newKey());
      expect(unknown.statusCode, action).toBe(404);
      expect(unknown.json().message).toBe('Assinante não encontrado.');
      const outsider = await context().app.inject({
        method: 'POST',
        url: `/api/operador/assinantes/${person.id}/${action}`,
        headers: { authorization: `Bearer ${await context().app.accessTokens.sign(plain.id)}` },
        payload: { ...extra, motivo: REASON },
      });
      expect(outsider.statusCode, action).toBe(403);
      expect(outsider.json().message).toBe('Acesso restrito à equipe.');
    }
  });
});
