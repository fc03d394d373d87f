import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centavosToBr,
  consentListSchema,
  deletedAccountSchema,
  deviceSessionListSchema,
  memberCardSchema,
  myDataSchema,
  MY_DATA_CODE_HEADER,
  operatorRefundListSchema,
  subscriptionSchema,
} from '@game-assist/contracts';
import { cardTokenAt } from '@game-assist/contracts/card-token';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, operatorToken, paySubscription, signUpSubscriber, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import {
  accountLinkedTables,
  rowsHolding,
  rowsTiedTo,
  SECRET_COLUMN,
  stringColumns,
  ALL_TABLES,
} from './privacy.test-support.js';

/**
 * Tables tied to an account that the download leaves out, and why (docs/privacy.md says the same).
 * A table added to the schema that holds a person's rows fails the tests below until it is in the
 * download (my-data.ts) and the deletion (deletion.ts), or listed here with its reason.
 */
const NOT_IN_DOWNLOAD: Record<string, string> = {
  otp_codes: 'only HMACs of codes that lived 10 minutes: secrets, deleted an hour after they expire',
  password_failures: 'a count of wrong passwords, kept a day',
  mail_outbox: 'mail the person received; the body is erased once sent, the row a day later',
  provider_events: "the payment provider's notices about a charge that is in the download",
  passkey_challenges: 'single-use WebAuthn challenges that live 5 minutes',
  card_token_devices: "each signed-in device's 'Token de atendimento' secret: a secret; its session is in the download",
  commissions:
    "the affiliate's commission on a charge that is in the download: the affiliate's money, nothing of the person",
  staff_members:
    "a staff member's roles at the central: the employer's record of who may act, not the subscriber's data; deleted with the account",
  staff_passkeys:
    "which of the account's passkeys (themselves in the download) open /Operador: the employer's record; deleted with the passkey or the account",
  staff_sessions:
    "a staff sign-in's start, last request and last passkey check (12 h at most): the employer's security record; deleted with the account",
  affiliate_payouts:
    "what the central paid an affiliate (the staff member who recorded it is the account it ties to): the affiliate's money and the employer's record",
  staff_invitations:
    "an invitation to the staff for an address with no account yet (the administrador who sent it is the account it ties to): the employer's record; gone when it is taken up or withdrawn",
};
/** Columns of downloaded tables that are not in the download, and why. */
const NOT_DOWNLOADED_COLUMNS: Record<string, string> = {
  'charges.confirmed_by': 'who at the central confirmed a payment: another person',
  'charge_events.actor_account_id': 'who at the central acted: another person',
  'service_request_events.actor_account_id': 'who at the central acted: another person',
  'refresh_tokens.id': "one token's row; the download lists the session it belongs to (family_id)",
  'refunds.completed_by': 'who at the central sent the money back: another person',
  'affiliate_accounts.invited_by': 'who at the central sent the invitation: another person',
  'wallet_passes.digest': 'a hash of what the pass shows, which the download holds',
  'wallet_passes.card_token': 'the member card the QR holds: a credential, re-issued on /Carteirinha',
  'wallet_registrations.push_token': "the device's APNs token for the pass: a secret of Apple's push service",
};
/** Tables the deletion handles (deletion.ts), each by erasing or anonymising. */
const HANDLED_BY_DELETION = [
  'accounts',
  'subscribers',
  'subscriptions',
  'subscription_events',
  'subscription_cancellations',
  'charges',
  'refunds',
  'charge_events',
  'provider_events',
  'service_requests',
  'service_request_events',
  'service_request_ratings',
  'notifications',
  'refresh_tokens',
  'passkeys',
  'passkey_challenges',
  'card_token_devices',
  'push_subscriptions',
  'otp_codes',
  'consents',
  'dependants',
  'wallet_passes',
  'wallet_registrations',
  'affiliate_accounts',
  // Ended with the subscription (its authorisation cancelled at the provider); nothing personal stays in it.
  'auto_renewals',
];

const START = '2026-11-25T12:00:00.000Z';
const MINUTE = 60_000;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface Person {
  /** This device's 'Token de atendimento' secret, from the sign-in's answer. */
  cardTokenSecret: string;
  email: string;
  id: string;
  access: string;
  refresh: string;
  /** What identifies the person: none of it may remain after the deletion. */
  personal: string[];
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('data rights on %s', (_name, postgres) => {
  let ctx: TestContext;
  const clock = new ManualClock(START);

  const call = (
    person: Pick<Person, 'access'>,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${person.access}`, ...headers },
      ...(payload ? { payload } : {}),
    });

  /** Signs up, pays, fills the profile, asks for a service with a note and a message, and consents. */
  async function person(
    first: string,
    last: string,
    details: {
      cpf: string;
      telefone: string;
      endereco: string;
      nascimento: string;
      dependant: { cpf: string; nascimento: string };
    },
  ): Promise<Person> {
    const email = `${first}.${last}@exemplo.com.br`.toLowerCase();
    const session = await signUpSubscriber(ctx, email, { firstName: first, lastName: last });
    await paySubscription(ctx, session.access_token, details.cpf);
    const me = { access: session.access_token };
    const { cpf: _cpf, dependant, ...profile } = details;
    expect((await call(me, 'PATCH', '/api/assinante', { nome: `${first} ${last}`, ...profile })).statusCode).toBe(200);
    const note = `O modem de ${first} pisca em vermelho`;
    const asked = await call(
      me,
      'POST',
      '/api/atendimentos',
      { coverageId: 'suporte-online', note },
      {
        'idempotency-key': `pedido-${details.cpf}`,
      },
    );
    expect(asked.statusCode).toBe(201);
    const message = `Recado particular de ${first}`;
    const requestId = asked.json<{ id: string }>().id;
    expect((await call(me, 'POST', `/api/atendimentos/${requestId}/mensagens`, { text: message })).statusCode).toBe(
      201,
    );
    // A concluded request, rated with a comment: 'Como foi o atendimento?' (#67).
    const rating = `Nota de ${first}: o técnico foi gentil`;
    const done = await call(
      me,
      'POST',
      '/api/atendimentos',
      { coverageId: 'suporte-online' },
      {
        'idempotency-key': `concluido-${details.cpf}`,
      },
    );
    const doneId = done.json<{ id: string }>().id;
    const operator = { access: await operatorToken(ctx) };
    for (const status of ['em-atendimento', 'concluido']) {
      expect((await call(operator, 'PATCH', `/api/operador/atendimentos/${doneId}`, { status })).statusCode).toBe(200);
    }
    const rated = await call(me, 'POST', `/api/atendimentos/${doneId}/avaliacao`, { score: 5, comment: rating });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(
      (await call(me, 'POST', '/api/consentimentos', { purpose: 'geolocalizacao', granted: true })).statusCode,
    ).toBe(201);
    // A child on the subscription: the titular's data too (docs/privacy.md).
    const child = { nome: `${first} Caçula`, ...dependant, parentesco: 'filho' };
    expect((await call(me, 'POST', '/api/dependentes', child)).statusCode).toBe(201);
    const digits = details.cpf.replace(/\D/g, '');
    return {
      email,
      id: session.user.id,
      access: session.access_token,
      refresh: session.refresh_token,
      cardTokenSecret: (session as { cardTokenSecret?: string }).cardTokenSecret ?? '',
      personal: [
        email,
        first,
        last,
        details.telefone,
        details.telefone.replace(/\D/g, ''),
        details.cpf,
        digits,
        details.endereco,
        details.nascimento,
        note,
        message,
        rating,
        child.nome,
        dependant.cpf.replace(/\D/g, ''),
        child.nascimento,
      ],
    };
  }

  const cardVerdict = async (token: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } })).json();

  const requestCode = async (email: string) =>
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-otp',
          payload: { identifier: email, type: 'email' },
        })
      ).statusCode,
    ).toBe(201);

  /** Every string of every row tied to the person is in their download unless listed with its reason; no secret is. */
  async function expectWholeDownload(who: Person, text: string) {
    const tied = await rowsTiedTo(ctx.database, who.id, who.email);
    const missing: string[] = [];
    const leaked: string[] = [];
    for (const table of ALL_TABLES) {
      for (const row of tied.get(table.name) ?? []) {
        for (const column of stringColumns(table)) {
          const value = row[column];
          if (typeof value !== 'string' || value === '') continue;
          if (SECRET_COLUMN.test(column)) {
            if (text.includes(value)) leaked.push(`${table.name}.${column}`);
          } else if (!(table.name in NOT_IN_DOWNLOAD) && !(`${table.name}.${column}` in NOT_DOWNLOADED_COLUMNS)) {
            if (!text.includes(JSON.stringify(value).slice(1, -1))) missing.push(`${table.name}.${column} = ${value}`);
          }
        }
      }
    }
    expect(missing, 'values tied to the account that the download lacks').toEqual([]);
    expect(leaked, 'secrets in the download').toEqual([]);
  }

  let zuleica: Person;
  let bartolomeu: Person;

  beforeAll(async () => {
    ctx = await createTestApp(
      { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' },
      { clock, database: await createTestDatabase({ postgres }) },
    );
    zuleica = await person('Zuleica', 'Quintanilha', {
      cpf: '111.444.777-35',
      telefone: '(11) 97777-1234',
      endereco: 'Rua das Acácias Raras, 987',
      nascimento: '1980-04-03',
      dependant: { cpf: '390.533.447-05', nascimento: '2012-05-06' },
    });
    bartolomeu = await person('Bartolomeu', 'Vasconcelos', {
      // Not TEST_CPF: the seeded demo subscriber paid with that one.
      cpf: '111.222.333-96',
      telefone: '(21) 96666-4321',
      endereco: 'Travessa dos Girassóis, 55',
      nascimento: '1975-09-21',
      dependant: { cpf: '714.602.380-01', nascimento: '2013-07-08' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await ctx?.database.destroy();
  });

  describe('the download', () => {
    it('holds every row tied to the account, whatever table holds it, and nothing secret', async () => {
      const answer = await call(zuleica, 'GET', '/api/meus-dados');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toContain('attachment');
      const data = myDataSchema.parse(answer.json());
      const text = JSON.stringify(data);

      // Every table a person's rows can be in is downloaded or listed with its reason.
      const classified = new Set([...HANDLED_BY_DELETION, ...Object.keys(NOT_IN_DOWNLOAD)]);
      const unknown = [...accountLinkedTables()].filter((table) => !classified.has(table));
      expect(unknown, 'tables tied to accounts that the download and the deletion ignore').toEqual([]);

      await expectWholeDownload(zuleica, text);
      expect(text).not.toMatch(/password|scrypt|argon|\$2[aby]\$/i);
      // The sections a person reads it by.
      expect(data.conta).toMatchObject({ email: zuleica.email, firstName: 'Zuleica' });
      expect(data.perfil).toMatchObject({ telefone: '(11) 97777-1234', endereco: 'Rua das Acácias Raras, 987' });
      expect(data.cobrancas).toHaveLength(1);
      expect(data.atendimentos[0]).toMatchObject({ note: 'O modem de Zuleica pisca em vermelho' });
      expect(data.atendimentos[1]).toMatchObject({
        avaliacao: { nota: 5, comentario: 'Nota de Zuleica: o técnico foi gentil' },
      });
      expect(data.aparelhos).toHaveLength(1);
      expect(data.consentimentos).toEqual([expect.objectContaining({ purpose: 'geolocalizacao', granted: true })]);
    });

    it('holds the cancellations with the reason typed, and the refunds with the PIX key they go to', async () => {
      expect((await call(bartolomeu, 'POST', '/api/assinatura/cancelar/codigo')).statusCode).toBe(202);
      const cancelled = await call(bartolomeu, 'POST', '/api/assinatura/cancelar', {
        reason: 'Vou me mudar para Lisboa',
        refundPixKey: 'bartolomeu.pix@exemplo.com.br',
        code: await ctx.lastCodeFor(bartolomeu.email),
      });
      expect(cancelled.json()).toMatchObject({ kind: 'arrependimento', refund: { status: 'pendente' } });
      bartolomeu.personal.push('Vou me mudar para Lisboa', 'bartolomeu.pix@exemplo.com.br');

      const data = myDataSchema.parse((await call(bartolomeu, 'GET', '/api/meus-dados')).json());
      await expectWholeDownload(bartolomeu, JSON.stringify(data));
      expect(data.cancelamentos).toEqual([
        expect.objectContaining({ kind: 'arrependimento', reason: 'Vou me mudar para Lisboa' }),
      ]);
      expect(data.reembolsos).toEqual([
        expect.objectContaining({ amountCents: 12990, pixKey: 'bartolomeu.pix@exemplo.com.br', status: 'pendente' }),
      ]);
    });

    it("holds nothing of anyone else's", async () => {
      const text = JSON.stringify((await call(zuleica, 'GET', '/api/meus-dados')).json()).toLowerCase();
      const theirs = await rowsTiedTo(ctx.database, bartolomeu.id, bartolomeu.email);
      const ids = [...theirs.values()].flat().flatMap((row) => [row.id, row.member_number, row.protocol, row.txid]);
      for (const value of [...bartolomeu.personal, ...ids]) {
        if (typeof value === 'string' && value.length > 3) expect(text).not.toContain(value.toLowerCase());
      }
      // Nor who at the central confirmed the payment.
      expect(text).not.toContain('olga');
    });

    it('asks for an e-mailed code once the sign-in is older than 10 minutes', async () => {
      clock.advance(11 * MINUTE);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: zuleica.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      const session = refreshed.json<{ access_token: string; refresh_token: string }>();
      zuleica.access = session.access_token;
      zuleica.refresh = session.refresh_token;

      const refused = await call(zuleica, 'GET', '/api/meus-dados');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'Para baixar seus dados, confirme com o código que enviamos ao seu e-mail.',
      );
      expect((await call(zuleica, 'POST', '/api/meus-dados/codigo')).statusCode).toBe(202);
      const code = await ctx.lastCodeFor(zuleica.email);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        (await call(zuleica, 'GET', '/api/meus-dados', undefined, { [MY_DATA_CODE_HEADER]: wrong })).statusCode,
      ).toBe(400);
      expect(
        (await call(zuleica, 'GET', '/api/meus-dados', undefined, { [MY_DATA_CODE_HEADER]: 'abc' })).statusCode,
      ).toBe(400);
      const confirmed = await call(zuleica, 'GET', '/api/meus-dados', undefined, { [MY_DATA_CODE_HEADER]: code ?? '' });
      expect(confirmed.statusCode).toBe(200);
      // Used once.
      expect(
        (await call(zuleica, 'GET', '/api/meus-dados', undefined, { [MY_DATA_CODE_HEADER]: code ?? '' })).statusCode,
      ).toBe(400);
      // A sign-in code cannot stand in for it, nor this one for a sign-in.
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/verify-otp',
            payload: { identifier: zuleica.email, type: 'email', otp: code },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('devices', () => {
    it('lists the sign-ins with the one in use marked, and ends one or all the others', async () => {
      await requestCode(bartolomeu.email);
      const phone = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        headers: { 'user-agent': CHROME_ANDROID },
        payload: { identifier: bartolomeu.email, type: 'email', otp: await ctx.lastCodeFor(bartolomeu.email) },
      });
      expect(phone.statusCode).toBe(201);
      const onPhone = phone.json<{ access_token: string; refresh_token: string }>();

      const list = deviceSessionListSchema.parse(
        (await call({ access: onPhone.access_token }, 'GET', '/api/sessoes')).json(),
      );
      expect(list.items).toHaveLength(2);
      expect(list.items.filter((item) => item.current)).toEqual([
        expect.objectContaining({ device: 'Chrome no Android' }),
      ]);
      const other = list.items.find((item) => !item.current);
      expect(other?.device).toBe('Aparelho desconhecido');
      // Not Zuleica's to end, nor a made-up one.
      expect((await call(zuleica, 'DELETE', `/api/sessoes/${other?.id}`)).statusCode).toBe(404);
      expect((await call(zuleica, 'DELETE', '/api/sessoes/nada')).statusCode).toBe(404);

      expect((await call({ access: onPhone.access_token }, 'DELETE', `/api/sessoes/${other?.id}`)).json()).toEqual({
        ended: 1,
      });
      const ended = await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: bartolomeu.refresh },
      });
      expect(ended.statusCode).toBe(401);

      // A third sign-in, then 'Encerrar todos os outros' from the phone keeps only the phone.
      clock.advance(MINUTE);
      await requestCode(bartolomeu.email);
      const laptop = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { identifier: bartolomeu.email, type: 'email', otp: await ctx.lastCodeFor(bartolomeu.email) },
      });
      const onLaptop = laptop.json<{ refresh_token: string }>();
      expect((await call({ access: onPhone.access_token }, 'POST', '/api/sessoes/encerrar-outras')).json()).toEqual({
        ended: 1,
      });
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/refresh-token',
            payload: { refreshToken: onLaptop.refresh_token },
          })
        ).statusCode,
      ).toBe(401);
      const after = deviceSessionListSchema.parse(
        (await call({ access: onPhone.access_token }, 'GET', '/api/sessoes')).json(),
      );
      expect(after.items.map((item) => item.current)).toEqual([true]);
      bartolomeu.access = onPhone.access_token;
      bartolomeu.refresh = onPhone.refresh_token;
    });
  });

  describe('consents', () => {
    it('are an append-only log, and the e-mail switch is the notifications preference', async () => {
      expect(
        (await call(bartolomeu, 'POST', '/api/consentimentos', { purpose: 'geolocalizacao', granted: false }))
          .statusCode,
      ).toBe(201);
      expect(
        (await call(bartolomeu, 'POST', '/api/consentimentos', { purpose: 'notificacoes-email', granted: false }))
          .statusCode,
      ).toBe(201);
      expect((await call(bartolomeu, 'GET', '/api/notificacoes/preferencias')).json()).toEqual({ email: false });
      expect((await call(bartolomeu, 'PUT', '/api/notificacoes/preferencias', { email: true })).statusCode).toBe(200);

      const log = consentListSchema.parse((await call(bartolomeu, 'GET', '/api/consentimentos')).json());
      expect(log.current.map(({ purpose, granted }) => ({ purpose, granted }))).toEqual([
        { purpose: 'geolocalizacao', granted: false },
        { purpose: 'notificacoes-email', granted: true },
      ]);
      expect(log.history.map(({ purpose, granted }) => `${purpose}:${granted}`)).toEqual([
        'notificacoes-email:true',
        'notificacoes-email:false',
        'geolocalizacao:false',
        'geolocalizacao:true',
      ]);
      const bad = await call(bartolomeu, 'POST', '/api/consentimentos', { purpose: 'marketing', granted: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('Finalidade desconhecida.');
    });
  });

  describe('deleting the account', () => {
    it('needs the e-mailed code; a wrong one deletes nothing', async () => {
      expect((await call(zuleica, 'DELETE', '/api/conta', { code: '123456' })).statusCode).toBe(400);
      expect((await call(zuleica, 'DELETE', '/api/conta', { code: '12' })).statusCode).toBe(400);
      expect((await call(zuleica, 'GET', '/api/assinante')).statusCode).toBe(200);
    });

    it('erases every personal field, ends sessions and the card, and frees the address', async () => {
      const card = memberCardSchema.parse((await call(zuleica, 'GET', '/api/carteirinha')).json());
      const checkToken = async () =>
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/carteirinha/token/verificar',
            payload: { memberNumber: card.memberNumber, token: cardTokenAt(zuleica.cardTokenSecret, clock.now()) },
          })
        ).json<{ valid: boolean }>().valid;
      expect(await checkToken()).toBe(true);
      // An open request is closed first.
      const open = await call(
        zuleica,
        'POST',
        '/api/atendimentos',
        { coverageId: 'suporte-online' },
        { 'idempotency-key': 'aberto' },
      );
      expect(open.statusCode).toBe(201);

      expect((await call(zuleica, 'POST', '/api/conta/exclusao/codigo')).statusCode).toBe(202);
      const code = await ctx.lastCodeFor(zuleica.email);
      const deleted = await call(zuleica, 'DELETE', '/api/conta', { code });
      expect(deleted.statusCode).toBe(200);
      const answer = deletedAccountSchema.parse(deleted.json());
      expect(answer.closed).toEqual({ charges: 0, serviceRequests: 2 });
      expect(answer.kept.join(' ')).toContain('5 anos');
      // Deleted within 7 days of paying: cancelled as a withdrawal, the payment still goes back.
      expect(answer.refund).toEqual({ amount: 12990, protocol: expect.stringMatching(/^CAN-2026-\d{6}$/) });

      // The last e-mail went out and says so; after it nothing more.
      await ctx.modules.outbox.drain();
      const last = ctx.mailer.sent.filter((mail) => mail.to === zuleica.email).at(-1);
      expect(last?.subject).toBe('Sua conta Game Assist foi excluída');
      expect(last?.text).toContain(
        `Você tem ${centavosToBr(12990)} a receber de volta (protocolo ${answer.refund?.protocol})`,
      );

      // Only the last mail's address remains, and the refund's PIX key (her CPF) until the money goes back.
      const remaining = await rowsHolding(ctx.database, zuleica.personal);
      expect([...new Set(remaining.map((found) => found.table))].sort()).toEqual(['mail_outbox', 'refunds']);
      expect(remaining.find((found) => found.table === 'mail_outbox')?.row).toContain('"text_body":""');
      const refunds = operatorRefundListSchema.parse(
        (await call({ access: await operatorToken(ctx) }, 'GET', '/api/operador/reembolsos')).json(),
      ).items;
      const due = refunds.find((refund) => refund.protocol === answer.refund?.protocol);
      expect(due).toMatchObject({ amount: 12990, pixKey: '111.444.777-35', status: 'pendente' });
      const paidBack = await call(
        { access: await operatorToken(ctx) },
        'POST',
        `/api/operador/reembolsos/${due?.id}/concluir`,
        {},
      );
      expect(paidBack.statusCode).toBe(200);
      // The retention schedule removes the mail's row a day after it was sent.
      clock.advance(24 * 60 * MINUTE + MINUTE);
      await ctx.modules.privacy.runRetention();
      expect(await rowsHolding(ctx.database, zuleica.personal)).toEqual([]);

      // The payment record stays, refunded, without the name or the CPF; the subscription ended as a withdrawal.
      const payments = await rowsTiedTo(ctx.database, zuleica.id, zuleica.email);
      expect(payments.get('charges')).toEqual([expect.objectContaining({ payer_cpf: '', status: 'reembolsada' })]);
      expect(payments.get('refunds')).toEqual([expect.objectContaining({ pix_key: '', status: 'concluido' })]);
      expect(payments.get('subscriptions')).toEqual([expect.objectContaining({ status: 'cancelada' })]);
      expect(payments.get('subscription_cancellations')).toEqual([
        expect.objectContaining({ kind: 'arrependimento', reason: null, protocol: answer.refund?.protocol }),
      ]);
      expect(payments.get('subscription_events')?.at(-1)).toMatchObject({ cause: 'exclusao-da-conta' });
      // No notification is made for a deleted account when its refund is paid.
      expect(payments.get('notifications') ?? []).toEqual([]);

      // Every way back in fails.
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: zuleica.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      expect(await cardVerdict(card.token)).toMatchObject({ valid: false });
      expect(await checkToken()).toBe(false);
      const fresh = await ctx.app.accessTokens.sign(zuleica.id);
      expect((await call({ access: fresh }, 'GET', '/api/assinante')).statusCode).toBe(401);
      expect((await call({ access: fresh }, 'GET', '/api/meus-dados')).statusCode).toBe(403);
      expect((await call({ access: fresh }, 'POST', '/api/conta/exclusao/codigo')).statusCode).toBe(401);

      // The address signs up again, as someone new with nothing of before.
      clock.advance(MINUTE);
      const again = await signUpSubscriber(ctx, zuleica.email, { firstName: 'Zuleica', lastName: 'Quintanilha' });
      expect(again.user.id).not.toBe(zuleica.id);
      const theirs = myDataSchema.parse((await call({ access: again.access_token }, 'GET', '/api/meus-dados')).json());
      expect(theirs.cobrancas).toEqual([]);
      expect(theirs.atendimentos).toEqual([]);
      expect(theirs.consentimentos).toEqual([]);

      // Bartolomeu is untouched.
      const his = { access: await ctx.app.accessTokens.sign(bartolomeu.id) };
      expect((await call(his, 'GET', '/api/assinante')).json()).toMatchObject({
        nome: 'Bartolomeu Vasconcelos',
      });
    });

    /** Mails the deletion code and deletes with it. */
    async function deleteWithCode(who: Pick<Person, 'access' | 'email'>) {
      expect((await call(who, 'POST', '/api/conta/exclusao/codigo')).statusCode).toBe(202);
      const deleted = await call(who, 'DELETE', '/api/conta', { code: await ctx.lastCodeFor(who.email) });
      expect(deleted.statusCode).toBe(200);
      return deletedAccountSchema.parse(deleted.json());
    }

    it('keeps a refund already due, to the key the person typed, until it is paid; the reason typed goes at once', async () => {
      const his = { ...bartolomeu, access: await ctx.app.accessTokens.sign(bartolomeu.id) };
      const answer = await deleteWithCode(his);
      expect(answer.refund).toEqual({ amount: 12990, protocol: expect.stringMatching(/^CAN-/) });
      await ctx.modules.outbox.drain();

      expect(await rowsHolding(ctx.database, ['Lisboa'])).toEqual([]);
      const remaining = await rowsHolding(ctx.database, bartolomeu.personal);
      expect([...new Set(remaining.map((found) => found.table))].sort()).toEqual(['mail_outbox', 'refunds']);
      expect(remaining.find((found) => found.table === 'refunds')?.row).toContain('bartolomeu.pix@exemplo.com.br');

      const operator = { access: await operatorToken(ctx) };
      const due = operatorRefundListSchema
        .parse((await call(operator, 'GET', '/api/operador/reembolsos')).json())
        .items.find((refund) => refund.protocol === answer.refund?.protocol);
      expect(due?.pixKey).toBe('bartolomeu.pix@exemplo.com.br');
      expect((await call(operator, 'POST', `/api/operador/reembolsos/${due?.id}/concluir`, {})).statusCode).toBe(200);
      clock.advance(24 * 60 * MINUTE + MINUTE);
      await ctx.modules.privacy.runRetention();
      expect(await rowsHolding(ctx.database, bartolomeu.personal)).toEqual([]);
    });

    it('after the 7 days ends the subscription now, an end-of-period cancellation too, with nothing refunded', async () => {
      const cassiano = await person('Cassiano', 'Fagundes', {
        cpf: '987.654.321-00',
        telefone: '(31) 95555-7890',
        endereco: 'Alameda dos Ipês Amarelos, 12',
        nascimento: '1990-01-30',
        dependant: { cpf: '853.513.468-93', nascimento: '2014-02-03' },
      });
      clock.advance(8 * 24 * 60 * MINUTE);
      const his = { ...cassiano, access: await ctx.app.accessTokens.sign(cassiano.id) };
      const reason = 'Achei caro demais para mim';
      cassiano.personal.push(reason);
      expect((await call(his, 'POST', '/api/assinatura/cancelar', { reason })).json()).toMatchObject({
        kind: 'fim-do-periodo',
        refund: null,
      });
      const before = subscriptionSchema.parse((await call(his, 'GET', '/api/assinatura')).json());
      expect(before.status).toBe('ativa');
      const card = memberCardSchema.parse((await call(his, 'GET', '/api/carteirinha')).json());

      const answer = await deleteWithCode(his);
      expect(answer.refund).toBeNull();
      expect(answer.closed.charges).toBe(0);
      expect(await cardVerdict(card.token)).toMatchObject({ valid: false });
      const rows = await rowsTiedTo(ctx.database, cassiano.id, `excluida-${cassiano.id}@conta-excluida.invalid`);
      expect(rows.get('subscriptions')).toEqual([expect.objectContaining({ status: 'cancelada', cancels_on: null })]);
      expect(rows.get('subscription_cancellations')).toEqual([
        expect.objectContaining({ kind: 'fim-do-periodo', reason: null }),
        expect.objectContaining({ kind: 'imediato', reason: null }),
      ]);
      expect(rows.get('refunds') ?? []).toEqual([]);
      expect(rows.get('charges')).toEqual([expect.objectContaining({ status: 'paga', payer_cpf: '' })]);
      await ctx.modules.outbox.drain();
      clock.advance(24 * 60 * MINUTE + MINUTE);
      await ctx.modules.privacy.runRetention();
      expect(await rowsHolding(ctx.database, cassiano.personal)).toEqual([]);
    });
  });
});
