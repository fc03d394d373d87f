import { sql } from 'drizzle-orm';
import { ManualClock } from '#api/lib/clock.js';
import {
  createTestApp,
  signUpPaidSubscriber,
  suiteApp,
  TEST_OPERATOR_EMAIL,
  type TestAppOptions,
  type TestContext,
} from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
export const OPERATOR = 'operadora@exemplo.com.br';

/** A test app for the service-request tests, on PGlite or PostgreSQL, its clock at `start`. */
export async function serviceRequestTestApp(
  postgres: boolean,
  start: string,
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'vapid' | 'smtp'> = {},
) {
  return createTestApp(
    {
      OTP_IP_LIMIT_PER_HOUR: '100000',
      AUTH_IP_LIMIT_PER_HOUR: '100000',
      OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} , outra@exemplo.com.br, ${TEST_OPERATOR_EMAIL}`,
      PUBLIC_URL: 'https://app.exemplo.com.br',
      ...env,
    },
    { ...options, clock: new ManualClock(start), database: await createTestDatabase({ postgres }) },
  );
}

/** Opens that app before the suite's tests and closes it (and its database) after; the getter reads it. */
export function withServiceRequestApp(postgres: boolean, start: string): () => TestContext<ManualClock> {
  return suiteApp(() => serviceRequestTestApp(postgres, start));
}

/** What the service-request tests do through the API: sign people up, ask, call, move the clock, read mail. */
export function requestKit(context: () => TestContext<ManualClock>) {
  let counter = 0;
  let keyCounter = 0;
  const newKey = () => `chave-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

  async function subscriber(prefix = 'pessoa') {
    const email = `${prefix}${++counter}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
    const session = await signUpPaidSubscriber(context(), email);
    return { email, id: session.user.id };
  }
  type Person = Awaited<ReturnType<typeof subscriber>>;
  let operatorAccount: Promise<Person> | undefined;

  /** A fresh access token at the clock's current time (tests move the clock days ahead). */
  const bearer = async (who: Person) => `Bearer ${await context().app.accessTokens.sign(who.id)}`;

  return {
    newKey,
    subscriber,
    /** The operator: a subscriber whose e-mail OPERATOR_EMAILS names (any case), who signs in like anyone; made once. */
    operator() {
      operatorAccount ??= subscriber('op').then(async (person) => {
        await context().database.db.execute(sql`update accounts set email = ${OPERATOR} where id = ${person.id}`);
        return { ...person, email: OPERATOR };
      });
      return operatorAccount;
    },
    async ask(who: Person, payload: object, key: string | null = newKey()) {
      return context().app.inject({
        method: 'POST',
        url: '/api/atendimentos',
        headers: { authorization: await bearer(who), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload,
      });
    },
    async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: Person, payload?: object) {
      return context().app.inject({
        method,
        url,
        headers: { authorization: await bearer(who) },
        ...(payload ? { payload } : {}),
      });
    },
    /** Runs `test` with the clock `ms` ahead, then puts it back where it was. */
    async later(ms: number, test: () => Promise<void>) {
      const { clock } = context();
      const before = clock.now().getTime();
      clock.advance(ms);
      try {
        await test();
      } finally {
        clock.advance(before - clock.now().getTime());
      }
    },
    async mailTo(email: string) {
      await context().modules.outbox.drain();
      return context().mailer.sent.filter((mail) => mail.to === email);
    },
    async countRows(table: string, accountId: string) {
      const result = await context().database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    },
  };
}

export type Person = Awaited<ReturnType<ReturnType<typeof requestKit>['subscriber']>>;
