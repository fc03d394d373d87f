import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.js';
import { createOutbox, createSealer } from '#api/modules/mail/index.js';
import { createTestApp, MemoryMailer, type TestContext } from '#api/test/app.js';
import { ManualClock } from './clock.js';
import {
  createLogger,
  readableLogDestination,
  redactEmailAddresses,
  redactQueryParameters,
  serializeError,
  wantsReadableLogs,
} from './logging.js';

/** A log destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

const EMAIL = 'vazamento@exemplo.com.br';
const PASSWORD = 'Segura#2026-vaza';

/** What must never be in a log line once a query with these values failed. */
function expectNoParameters(log: string) {
  expect(log).not.toContain(EMAIL);
  expect(log).not.toContain(PASSWORD);
  // Every password hash starts so (scrypt$N$r$p$salt$key).
  expect(log).not.toContain('scrypt$');
  // Neither Drizzle's parameter list nor PostgreSQL's "Failing row contains (…)".
  expect(log).not.toMatch(/params: (?!\[redacted\])/);
  expect(log).not.toContain('Failing row');
}

describe('a sign-up whose database write fails', () => {
  let ctx: TestContext;
  const server = capture();
  beforeAll(async () => {
    // The server's own logger, at the most verbose level.
    ctx = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '100000' }, { logger: createLogger('trace', server.sink) });
    // Every new account now breaks a CHECK constraint: PostgreSQL answers with the whole row
    // (e-mail, password hash…) in the error's detail, and Drizzle lists the parameters in its message.
    await ctx.database.db.execute(
      sql`alter table accounts add constraint refuse_new_accounts check (email = 'nobody') not valid`,
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signUp = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/singup',
      payload: { email: EMAIL, password: PASSWORD, firstName: 'Vaza', lastName: 'Mento' },
    });

  it('answers a plain 500 and logs the failure without the e-mail, hash or parameter list', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });

    const failure = server.lines.find((line) => line.includes('request failed'));
    expect(failure, 'the failure is logged').toBeDefined();
    const entry = JSON.parse(failure!) as { err: { type: string; message: string; stack: string; cause: unknown } };
    // Still useful: which query, which constraint, where in the code.
    expect(entry.err.message).toContain('insert into "accounts"');
    expect(entry.err.message).toContain('params: [redacted]');
    expect(JSON.stringify(entry.err.cause)).toContain('refuse_new_accounts');
    expect(entry.err.stack).toMatch(/\n\s+at /);
    expectNoParameters(server.lines.join(''));
  });

  it('is clean with any logger the app is given, not only the server one', async () => {
    const plain = capture();
    const other = await createTestApp({}, { logger: pino({ level: 'trace' }, plain.sink) });
    try {
      await other.database.db.execute(
        sql`alter table accounts add constraint refuse_new_accounts check (email = 'nobody') not valid`,
      );
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/singup',
        payload: { email: EMAIL, password: PASSWORD, firstName: 'Vaza', lastName: 'Mento' },
      });
      expect(response.statusCode).toBe(500);
      expect(plain.lines.some((line) => line.includes('request failed'))).toBe(true);
      expectNoParameters(plain.lines.join(''));
    } finally {
      await other.close();
    }
  });

  it('would leak through pino’s standard error serializer (so the checks above mean something)', async () => {
    let caught: unknown;
    try {
      await ctx.database.db.execute(
        sql`insert into accounts (email, password_hash) values (${EMAIL}, ${'scrypt$32768$8$1$salt$key'})`,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    const raw = JSON.stringify(pino.stdSerializers.err(caught as Error));
    expect(raw).toContain(EMAIL);
    expect(raw).toContain('scrypt$');
    expectNoParameters(JSON.stringify(serializeError(caught)));
  });
});

describe('the mail outbox', () => {
  it('logs a failed drain without the failed query’s parameters', async () => {
    const { lines, sink } = capture();
    const failing = new DrizzleQueryError(
      'select "id" from "mail_outbox" where "recipient" = $1',
      [EMAIL, 'scrypt$32768$8$1$c2FsdA$a2V5'],
      Object.assign(new Error('connection terminated'), { detail: `Failing row contains (${EMAIL})` }),
    );
    const db = {
      transaction: () => Promise.reject(failing),
    } as unknown as Database;
    const outbox = createOutbox({
      db,
      mailer: new MemoryMailer(),
      clock: new ManualClock(),
      sealer: createSealer('test-otp-key-0123456789abcdef0123456789ab'),
      log: createLogger('trace', sink),
    });
    await outbox.drain();
    const log = lines.join('');
    expect(log).toContain('mail outbox drain failed');
    expect(log).toContain('connection terminated');
    expectNoParameters(log);
  });
});

describe('serializeError', () => {
  it('redacts parameters in the message, the stack header and every cause, and drops unknown fields', () => {
    const inner = new DrizzleQueryError('update "accounts" set "email" = $1', [EMAIL], new Error('deadlock'));
    const outer = new Error('sign-up failed', { cause: inner });
    const aggregate = new AggregateError([inner, new Error(`params: ${EMAIL}`)], 'all failed');
    for (const error of [inner, outer, aggregate]) {
      const serialized = serializeError(error);
      expectNoParameters(JSON.stringify(serialized));
    }
    expect(serializeError(outer)).toMatchObject({
      type: 'Error',
      message: 'sign-up failed',
      cause: {
        type: 'DrizzleQueryError',
        message: 'Failed query: update "accounts" set "email" = $1\nparams: [redacted]',
        query: 'update "accounts" set "email" = $1',
        cause: { type: 'Error', message: 'deadlock' },
      },
    });
    expect(serializeError(aggregate)).toMatchObject({ errors: [{ type: 'DrizzleQueryError' }, { type: 'Error' }] });
  });

  it('keeps the codes an operator needs and passes non-errors through', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 5432,
    });
    expect(serializeError(refused)).toMatchObject({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 });
    expect(serializeError(42)).toBe(42);
    expect(redactQueryParameters('plain message')).toBe('plain message');
  });

  it('replaces e-mail addresses in a text, and nothing else', () => {
    expect(redactEmailAddresses('550 5.1.1 <ana.souza+x@exemplo.com.br>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(redactEmailAddresses('rejected: ana@exemplo.com.br, bia@exemplo.com')).toBe(
      'rejected: [address], [address]',
    );
    expect(redactEmailAddresses('connect ECONNREFUSED 127.0.0.1:587')).toBe('connect ECONNREFUSED 127.0.0.1:587');
    expect(redactEmailAddresses('Invalid login: 535 auth failed @ step 2')).toBe(
      'Invalid login: 535 auth failed @ step 2',
    );
  });

  it('guards message strings too', () => {
    const { lines, sink } = capture();
    createLogger('info', sink).error(`Failed query: select 1\nparams: ${EMAIL}`);
    expect(lines.join('')).toContain('params: [redacted]');
    expectNoParameters(lines.join(''));
  });

  it('leaves no e-mail address in a logged error or message, as a mail server quotes them', () => {
    const { lines, sink } = capture();
    const logger = createLogger('info', sink);
    const refused = Object.assign(new Error(`Can't send mail: 550 <${EMAIL}>: Recipient address rejected`), {
      cause: new Error(`<${EMAIL}> unknown`),
    });
    logger.error({ err: refused }, 'mail send failed');
    logger.warn(`mail to ${EMAIL} refused`);
    const log = lines.join('');
    expect(log).not.toContain(EMAIL);
    expect(log).toContain('550 <[address]>: Recipient address rejected');
    expect(log).toContain('mail to [address] refused');
  });
});

describe('logs by environment', () => {
  it('are readable only in development at a terminal; JSON in production, tests and pipes', () => {
    expect(wantsReadableLogs('development', true)).toBe(true);
    expect(wantsReadableLogs('development', false)).toBe(false);
    expect(wantsReadableLogs('development', undefined)).toBe(false);
    expect(wantsReadableLogs('production', true)).toBe(false);
    expect(wantsReadableLogs('test', true)).toBe(false);
  });

  it('hold no code, token or password, readable or JSON', () => {
    for (const readable of [true, false]) {
      const { lines, sink } = capture();
      const logger = createLogger('info', readable ? readableLogDestination(sink) : sink);
      logger.info(
        { body: { otp: '654321', password: PASSWORD, refreshToken: 'rt-segredo', access_token: 'at-segredo' } },
        'request received',
      );
      logger.info({ req: { headers: { authorization: 'Bearer at-segredo' } } }, 'incoming');
      const log = lines.join('');
      for (const secret of ['654321', PASSWORD, 'rt-segredo', 'at-segredo']) expect(log).not.toContain(secret);
      expect(log).toContain('[Redacted]');
      expect(log).toContain('request received');
      // JSON only where it was asked for.
      expect(log.trimStart().startsWith('{')).toBe(!readable);
    }
  });
});
