import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  apiRoutes,
  checkoutResponseSchema,
  operatorRefundListSchema,
  passkeyLoginOptionsSchema,
  STAFF_STEP_UP_MS,
  staffCheckSchema,
} from '@game-assist/contracts';
import { createTestApp, operatorToken, signUpSubscriber, suiteApp, TEST_CPF, type TestContext } from '#api/test/app.js';
import { ceremonyOf, recheckPasskey, registerStaffPasskey, staffMember } from '#api/test/staff.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { ManualClock } from '#api/lib/clock.js';
import { createTestDatabase } from '#api/test/database.js';

/** An app taking payments by the built-in PIX, on PGlite or PostgreSQL. */
const builtInPixApp = async (postgres: boolean) =>
  createTestApp(
    { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000', PIX_KEY: 'financeiro@gameassist.com.br' },
    { clock: new ManualClock('2026-11-26T17:00:00.000Z'), database: await createTestDatabase({ postgres }) },
  );
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STEP_UP = {
  statusCode: 403,
  reason: 'staff-step-up',
  message: 'Confirme com a sua chave de acesso: a última confirmação foi há mais de 10 minutos. Nada mudou.',
};

const post = (ctx: TestContext, url: string, token: string, payload: object = {}, headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });

/** A subscriber's pending PIX charge: its id. */
async function pendingCharge(ctx: TestContext, token: string, key: string) {
  const checkout = await post(
    ctx,
    '/api/assinatura/checkout',
    token,
    { method: 'pix', cpf: TEST_CPF },
    {
      'idempotency-key': key,
    },
  );
  expect(checkout.statusCode, checkout.body).toBe(201);
  return checkoutResponseSchema.parse(checkout.json()).charge.id;
}

const confirm = (ctx: TestContext, chargeId: string, token: string) =>
  post(ctx, `/api/operador/cobrancas/${chargeId}/confirmar`, token);

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('money actions ask for the staff passkey again after 10 minutes, on %s (#66)', (_name, postgres) => {
  const app = suiteApp(() => builtInPixApp(postgres));
  let people = 0;
  const subscriber = async () => signUpSubscriber(app(), `pagante${++people}@exemplo.com.br`);

  it('confirms at 10 minutes, refuses at 10 minutes and 1 second, and confirms again after the passkey check', async () => {
    const ctx = app();
    const caixa = await staffMember(ctx, 'caixa@equipe.exemplo.com.br', ['financeiro']);
    const first = await pendingCharge(ctx, (await subscriber()).access_token, 'passo-1');
    const second = await pendingCharge(ctx, (await subscriber()).access_token, 'passo-2');

    // The same staff session's token throughout (an access token lasts 15 minutes).
    const { token } = caixa;
    ctx.clock.advance(STAFF_STEP_UP_MS);
    expect((await confirm(ctx, first, token)).statusCode).toBe(200);

    ctx.clock.advance(1000);
    const refused = await confirm(ctx, second, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ...STEP_UP, error: 'Forbidden' });
    // Nothing moved: the charge is still pending, and reading goes on without the check.
    expect(await chargeStatus(ctx, second)).toBe('pendente');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/operador/cobrancas', headers: auth(token) })).statusCode,
    ).toBe(200);

    const checked = await recheckPasskey(ctx, token, caixa.authenticator);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(staffCheckSchema.parse(checked.json()).verifiedAt).toBe(ctx.clock.now().toISOString());
    expect((await confirm(ctx, second, token)).statusCode).toBe(200);
    const [entry] = await rows<{ actor_email: string; target_id: string; after: unknown }>(
      ctx,
      sql`select actor_email, target_id, after from audit_log where action = 'equipe.reverificar'`,
    );
    expect(entry).toEqual({
      actor_email: 'caixa@equipe.exemplo.com.br',
      target_id: caixa.id,
      after: { verifiedAt: ctx.clock.now().toISOString() },
    });
  });

  it('asks on every money action of the route table, and on nothing else', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe.passo@equipe.exemplo.com.br', ['administrador']);
    ctx.clock.advance(STAFF_STEP_UP_MS + 1000);
    const { token } = chefe;
    // A money action whose body has fields is sent a valid one: the check runs after the body's.
    const bodies: Partial<Record<keyof typeof apiRoutes, object>> = {
      grantSubscriberCourtesy: { motivo: 'Teste do passo extra', dias: 1 },
    };
    for (const name of Object.keys(apiRoutes) as (keyof typeof apiRoutes)[]) {
      const route = apiRoutes[name];
      if (!('role' in route)) continue;
      for (const method of route.methods) {
        const response = await ctx.app.inject({
          method,
          url: `${API_PREFIX}${route.pattern.replace(/:[^/]+/g, UNKNOWN_ID)}`,
          headers: auth(token),
          ...(method === 'POST' ? { payload: bodies[name] ?? {} } : {}),
        });
        const asked = response.statusCode === 403 && response.json().reason === 'staff-step-up';
        expect(asked, `${method} ${route.pattern}`).toBe('stepUp' in route);
      }
    }
  });

  it('takes only a staff passkey of the same account, verified, for the check', async () => {
    const ctx = app();
    const caixa = await staffMember(ctx, 'caixa.dois@equipe.exemplo.com.br', ['financeiro']);
    const other = await staffMember(ctx, 'outra@equipe.exemplo.com.br', ['financeiro']);
    const charge = await pendingCharge(ctx, (await subscriber()).access_token, 'passo-3');
    ctx.clock.advance(STAFF_STEP_UP_MS + 1000);
    const { token } = caixa;

    // Another person's staff passkey, or the right one without the person verified: no.
    for (const [authenticator, answer] of [
      [other.authenticator, {}],
      [caixa.authenticator, { userVerified: false }],
      [new SoftwareAuthenticator(), {}],
    ] as const) {
      const refused = await recheckPasskey(ctx, token, authenticator, answer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Não foi possível confirmar a chave de acesso. Tente novamente.');
    }
    expect((await confirm(ctx, charge, token)).json()).toMatchObject({ reason: 'staff-step-up' });

    // A challenge is the account's own and single-use.
    const options = passkeyLoginOptionsSchema.parse(
      (await post(ctx, '/api/operador/reverificacao/opcoes', token)).json(),
    );
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([caixa.authenticator.id]);
    const answer = caixa.authenticator.get(options, ceremonyOf(ctx));
    expect((await post(ctx, '/api/operador/reverificacao', other.token, answer)).statusCode).toBe(400);
    expect((await post(ctx, '/api/operador/reverificacao', token, answer)).statusCode).toBe(400);
    expect((await confirm(ctx, charge, token)).json()).toMatchObject({ reason: 'staff-step-up' });
  });

  it("offers the account's staff passkeys, and the check to a staff session only", async () => {
    const ctx = app();
    const caixa = await staffMember(ctx, 'caixa.tres@equipe.exemplo.com.br', ['financeiro']);
    const own = await registerStaffPasskey(ctx, caixa.token);
    // Made from a staff session, a second device is a staff passkey: both are offered.
    const options = passkeyLoginOptionsSchema.parse(
      (await post(ctx, '/api/operador/reverificacao/opcoes', caixa.token)).json(),
    );
    expect(options.allowCredentials?.map((credential) => credential.id).toSorted()).toEqual(
      [caixa.authenticator.id, own.id].toSorted(),
    );
    const codeOnly = await post(ctx, '/api/operador/reverificacao/opcoes', caixa.codeToken);
    expect(codeOnly.json()).toMatchObject({ statusCode: 403, reason: 'staff-passkey' });
  });

  it('lets a legacy OPERATOR_EMAILS operator, who has no staff passkey to check, go on for its one release', async () => {
    const ctx = app();
    const charge = await pendingCharge(ctx, (await subscriber()).access_token, 'passo-4');
    ctx.clock.advance(STAFF_STEP_UP_MS + 60_000);
    const legacy = await operatorToken(ctx);
    expect((await confirm(ctx, charge, legacy)).statusCode).toBe(200);
    const options = await post(ctx, '/api/operador/reverificacao/opcoes', legacy);
    expect(options.statusCode).toBe(400);
    expect(options.json().message).toMatch(/não foi aberta com a chave de acesso da equipe/);
  });
});

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('separation of duties for staff in passkey sessions, on %s (#66)', (_name, postgres) => {
  const app = suiteApp(() => builtInPixApp(postgres));

  it('refuses a financeiro confirming, and then refunding, a charge of their own account; a colleague may', async () => {
    const ctx = app();
    const caixa = await staffMember(ctx, 'propria@equipe.exemplo.com.br', ['financeiro']);
    const colega = await staffMember(ctx, 'colega@equipe.exemplo.com.br', ['financeiro']);
    const charge = await pendingCharge(ctx, caixa.codeToken, 'propria-1');
    const own = await confirm(ctx, charge, caixa.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Ninguém confirma uma cobrança da própria conta: peça a outro operador.');
    expect((await confirm(ctx, charge, colega.token)).statusCode).toBe(200);

    expect((await post(ctx, '/api/assinatura/cancelar', caixa.codeToken)).statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/operador/reembolsos', headers: auth(colega.token) });
    const refund = operatorRefundListSchema.parse(list.json()).items.find((item) => item.chargeId === charge);
    const complete = (token: string) => post(ctx, `/api/operador/reembolsos/${refund?.id}/concluir`, token);
    const ownRefund = await complete(caixa.token);
    expect(ownRefund.statusCode).toBe(403);
    expect(ownRefund.json().message).toBe(
      'Ninguém marca como feito o reembolso da própria conta: peça a outro operador.',
    );
    expect((await complete(colega.token)).statusCode).toBe(200);
  });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function rows<T>(ctx: TestContext, query: Parameters<TestContext['database']['db']['execute']>[0]) {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function chargeStatus(ctx: TestContext, id: string) {
  const [row] = await rows<{ status: string }>(ctx, sql`select status from charges where id = ${id}`);
  return row?.status;
}
