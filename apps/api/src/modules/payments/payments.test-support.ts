import { afterAll, beforeAll, expect } from 'vitest';
import { subscriptionSchema } from '@game-assist/contracts';
import { ManualClock } from '#api/lib/clock.js';
import { startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { createTestApp, operatorToken, suiteApp, signUpSubscriber, TEST_CPF, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { startFakeAsaas, type FakeAsaas } from '#api/test/fake-asaas.js';

/** Thursday 26 November 2026, 14:00 in São Paulo. */
export const PAYMENTS_START = '2026-11-26T17:00:00.000Z';

const UNLIMITED_SIGN_INS = { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' };
export const TEST_WEBHOOK_TOKEN = 'token-do-webhook-0123456789';

/** An app taking payments by the built-in PIX, its clock at PAYMENTS_START, on PGlite or PostgreSQL. */
export const builtInPixApp = async (postgres: boolean, env: Record<string, string> = {}) =>
  createTestApp(
    { ...UNLIMITED_SIGN_INS, PIX_KEY: 'financeiro@gameassist.com.br', ...env },
    { clock: new ManualClock(PAYMENTS_START), database: await createTestDatabase({ postgres }) },
  );

/** The same through a fake Asaas (its webhook token TEST_WEBHOOK_TOKEN). */
export const asaasApp = async (postgres: boolean, asaas: FakeAsaas) =>
  createTestApp(
    {
      ...UNLIMITED_SIGN_INS,
      ASAAS_API_URL: asaas.url,
      ASAAS_API_KEY: asaas.apiKey,
      ASAAS_WEBHOOK_TOKEN: TEST_WEBHOOK_TOKEN,
    },
    { clock: new ManualClock(PAYMENTS_START), database: await createTestDatabase({ postgres }) },
  );

/** A fake Asaas and an app paying through it, for the suite's tests. */
export function suiteAsaasApp(postgres: boolean) {
  let asaas: FakeAsaas | undefined;
  const fake = () => {
    if (!asaas) throw new Error('the fake Asaas is not open yet');
    return asaas;
  };
  beforeAll(async () => {
    asaas = await startFakeAsaas();
  });
  afterAll(() => asaas?.close());
  return { app: suiteApp(() => asaasApp(postgres, fake())), fake };
}

/** Asaas posting `event` to the webhook. */
export const asaasPosts = (ctx: TestContext, event: object, token: string | null = TEST_WEBHOOK_TOKEN) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pagamentos/asaas/webhook',
    headers: token === null ? {} : { 'asaas-access-token': token },
    payload: event,
  });

export { suiteApp };

export type Person = { email: string; id: string; token: string };

/** What every test here needs: an app, people, and the calls they make. */
export function harness(ctxOf: () => TestContext) {
  let counter = 0;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    ctxOf().app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  /** A fresh token at the clock's current time (tests move the clock months ahead). */
  const fresh = async (who: Person) => ({ ...who, token: await ctxOf().app.accessTokens.sign(who.id) });
  return {
    call,
    fresh,
    /** A new subscriber, brought by the affiliate link `affiliateCode` when given. */
    async person(prefix = 'pagante', affiliateCode?: string): Promise<Person> {
      const email = `${prefix}${++counter}-${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
      const names = { firstName: 'Ana', lastName: 'Souza' };
      const session = await signUpSubscriber(ctxOf(), email, affiliateCode ? { ...names, affiliateCode } : names);
      return { email, id: session.user.id, token: session.access_token };
    },
    async checkout(
      who: Person,
      payload: object = { method: 'pix', cpf: TEST_CPF },
      key = `k-${++counter}-${Math.random()}`,
    ) {
      return call('POST', '/api/assinatura/checkout', (await fresh(who)).token, payload, { 'idempotency-key': key });
    },
    async confirm(chargeId: string) {
      return call('POST', `/api/operador/cobrancas/${chargeId}/confirmar`, await operatorToken(ctxOf()));
    },
    async subscription(who: Person) {
      return subscriptionSchema.parse((await call('GET', '/api/assinatura', (await fresh(who)).token)).json());
    },
    async mailTo(email: string) {
      await ctxOf().modules.outbox.drain();
      return ctxOf().mailer.sent.filter((mail) => mail.to === email);
    },
    /** Asaas posting each event in turn, each taken (200). */
    async posts(events: object[]) {
      for (const event of events) expect((await asaasPosts(ctxOf(), event)).statusCode).toBe(200);
    },
    /** 10:00 in São Paulo on `date`, then the billing cycle. */
    async dayOf(date: string) {
      const { clock, modules } = ctxOf();
      clock.advance(startOfSaoPauloDay(date).getTime() + 10 * 3_600_000 - clock.now().getTime());
      await modules.subscriptions.runBillingCycle();
    },
    async rows<T>(query: Parameters<TestContext['database']['db']['execute']>[0]): Promise<T[]> {
      const result = await ctxOf().database.db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
  };
}
