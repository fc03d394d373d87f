import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, CODE_PURPOSES, otpCodes } from '#api/db/schema/index.js';
import { DEMO_EMAIL } from '#api/db/seed/index.js';
import { HttpError } from '#api/lib/http-errors.js';
import { ManualClock } from '#api/lib/clock.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from './otp-codes.js';
import { createOneTimeCodes, type CodeRequest } from './service.js';
import type { CodePurpose } from './repository.js';

let database: TestDatabase;
let accountId: string;
const clock = new ManualClock();
const codes = createOneTimeCodes({ clock, hmacKey: 'test-otp-key-0123456789abcdef0123456789ab' });
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [demo] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_EMAIL));
  accountId = demo!.id;
});
afterAll(async () => {
  await database.destroy();
});

const issue = (request: CodeRequest) => database.db.transaction((tx) => codes.issue(tx, request));
const redeem = (identifier: string, code: string, purposes: readonly CodePurpose[]) =>
  database.db.transaction((tx) => codes.redeem(tx, { identifier, code, purposes }));
const rows = (identifier: string) => database.db.select().from(otpCodes).where(eq(otpCodes.identifier, identifier));
const attempts = async (identifier: string) => (await rows(identifier)).map((row) => row.attempts);
/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// The same rules for every purpose, the later ones (account deletion, data download) included.
describe.each(CODE_PURPOSES)('a %s code', (purpose) => {
  const other = CODE_PURPOSES.find((candidate) => candidate !== purpose)!;
  const fresh = () => `${purpose}-${++counter}@exemplo.com.br`;

  it('is six digits, kept only as a keyed hash bound to its identifier, and redeems once for its account', async () => {
    const identifier = fresh();
    const code = await issue({ identifier, purpose, accountId });
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rows(identifier);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await redeem(fresh(), code, [purpose])).toBeUndefined();
    expect(await redeem(identifier, code, [purpose])).toEqual({ purpose, accountId });
    expect(await redeem(identifier, code, [purpose])).toBeUndefined();
  });

  it('only the latest live code: issuing retires the earlier one', async () => {
    const identifier = fresh();
    const first = await issue({ identifier, purpose, accountId: null });
    clock.advance(OTP_RESEND_INTERVAL_MS + 1_000);
    const second = await issue({ identifier, purpose, accountId: null });
    expect(await redeem(identifier, first, [purpose])).toBeUndefined();
    expect(await redeem(identifier, second, [purpose])).toEqual({ purpose, accountId: null });
  });

  it('checks expiry and purpose with the latest code, before any try is spent', async () => {
    const identifier = fresh();
    const code = await issue({ identifier, purpose, accountId });
    // Asked for another purpose: refused, untouched, still good for its own.
    expect(await redeem(identifier, code, [other])).toBeUndefined();
    expect(await attempts(identifier)).toEqual([0]);
    expect(await redeem(identifier, code, [other, purpose])).toEqual({ purpose, accountId });

    const expiring = fresh();
    const late = await issue({ identifier: expiring, purpose, accountId });
    clock.advance(OTP_TTL_MS);
    expect(await redeem(expiring, late, [purpose])).toBeUndefined();
    expect(await attempts(expiring)).toEqual([0]);
  });

  it('spends a try on every comparison: three wrong tries kill it, the right code included', async () => {
    const identifier = fresh();
    const code = await issue({ identifier, purpose, accountId });
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i += 1) {
      expect(await redeem(identifier, wrong(code), [purpose])).toBeUndefined();
      expect(await attempts(identifier)).toEqual([i]);
    }
    expect(await redeem(identifier, code, [purpose])).toBeUndefined();
    expect(await attempts(identifier)).toEqual([OTP_MAX_ATTEMPTS]);
  });

  it('a right code after a wrong one is consumed, and only once among parallel redeems', async () => {
    const identifier = fresh();
    const code = await issue({ identifier, purpose, accountId });
    expect(await redeem(identifier, wrong(code), [purpose])).toBeUndefined();
    const outcomes = await Promise.all(Array.from({ length: 2 }, () => redeem(identifier, code, [purpose])));
    expect(outcomes.filter(Boolean)).toEqual([{ purpose, accountId }]);
    const [row] = await rows(identifier);
    expect(row!.consumedAt).not.toBeNull();
  });

  it('issues one a minute per purpose and five an hour per identifier, then 429 with Retry-After', async () => {
    const identifier = fresh();
    await issue({ identifier, purpose, accountId: null });
    const tooSoon = await issue({ identifier, purpose, accountId: null }).catch((error: unknown) => error);
    expect(tooSoon).toBeInstanceOf(HttpError);
    expect((tooSoon as HttpError).statusCode).toBe(429);
    expect((tooSoon as HttpError).headers).toEqual({ 'Retry-After': '60' });
    // Another purpose for the same identifier is not held by the minute, only by the hour.
    await issue({ identifier, purpose: other, accountId: null });
    for (let i = 2; i < OTP_MAX_PER_HOUR; i += 1) {
      clock.advance(OTP_RESEND_INTERVAL_MS);
      await issue({ identifier, purpose, accountId: null });
    }
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const sixth = await issue({ identifier, purpose, accountId: null }).catch((error: unknown) => error);
    expect((sixth as HttpError).statusCode).toBe(429);
    expect(await rows(identifier)).toHaveLength(OTP_MAX_PER_HOUR);
  });

  it('holds the minute only while the code is unused: a redeemed one lets the next go at once, within the hour', async () => {
    const identifier = fresh();
    const first = await issue({ identifier, purpose, accountId });
    // A wrong try does not free the minute: only the right one does.
    expect(await redeem(identifier, wrong(first), [purpose])).toBeUndefined();
    const held = await issue({ identifier, purpose, accountId }).catch((error: unknown) => error);
    expect((held as HttpError).statusCode).toBe(429);
    expect(await redeem(identifier, first, [purpose])).toEqual({ purpose, accountId });
    for (let i = 1; i < OTP_MAX_PER_HOUR; i += 1) {
      const next = await issue({ identifier, purpose, accountId });
      expect(await redeem(identifier, next, [purpose])).toEqual({ purpose, accountId });
    }
    const sixth = await issue({ identifier, purpose, accountId }).catch((error: unknown) => error);
    expect((sixth as HttpError).statusCode).toBe(429);
  });
});

describe('a recorded mail (sent without a code)', () => {
  it('counts against the resend limits, never redeems, and leaves the live code working', async () => {
    const identifier = `registro-${++counter}@exemplo.com.br`;
    const code = await issue({ identifier, purpose: 'sign-in', accountId });
    await database.db.transaction((tx) => codes.record(tx, { identifier, purpose: 'sign-up' }));
    const tooSoon = await database.db
      .transaction((tx) => codes.record(tx, { identifier, purpose: 'sign-up' }))
      .catch((error: unknown) => error);
    expect((tooSoon as HttpError).statusCode).toBe(429);
    expect(await rows(identifier)).toHaveLength(2);
    expect(await redeem(identifier, code, ['sign-in'])).toEqual({ purpose: 'sign-in', accountId });
    for (let i = 2; i < OTP_MAX_PER_HOUR; i += 1) {
      clock.advance(OTP_RESEND_INTERVAL_MS);
      await database.db.transaction((tx) => codes.record(tx, { identifier, purpose: 'sign-up' }));
    }
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const sixth = await issue({ identifier, purpose: 'sign-in', accountId }).catch((error: unknown) => error);
    expect((sixth as HttpError).statusCode).toBe(429);
  });
});
