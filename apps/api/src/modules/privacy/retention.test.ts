import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('retention on %s', (_name, postgres) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-25T12:00:00.000Z');
  let person: { id: string; access: string };

  const count = async (table: 'otp_codes' | 'mail_outbox' | 'notifications' | 'refresh_tokens') => {
    const result = await ctx.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    ctx = await createTestApp(
      { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' },
      { clock, database: await createTestDatabase({ postgres }) },
    );
    const session = await signUpPaidSubscriber(ctx, 'guarda@exemplo.com.br');
    person = { id: session.user.id, access: session.access_token };
    await ctx.modules.outbox.drain();
  });
  afterAll(async () => {
    await ctx?.close();
    await ctx?.database.destroy();
  });

  it('deletes codes an hour after they expire, finished mail and ended sessions after a day, notifications after a year', async () => {
    const codes = await count('otp_codes');
    const mail = await count('mail_outbox');
    const notifications = await count('notifications');
    expect(codes).toBeGreaterThan(0);
    expect(mail).toBeGreaterThan(0);
    expect(notifications).toBeGreaterThan(0);

    // Expired 20 minutes ago: the resend limits still count them.
    clock.advance(30 * MINUTE);
    expect(await ctx.modules.privacy.runRetention()).toEqual({ codes: 0, mail: 0, notifications: 0, sessions: 0 });
    clock.advance(41 * MINUTE);
    expect(await ctx.modules.privacy.runRetention()).toEqual({ codes, mail: 0, notifications: 0, sessions: 0 });
    expect(await count('otp_codes')).toBe(0);

    clock.advance(DAY - 71 * MINUTE - MINUTE);
    expect((await ctx.modules.privacy.runRetention()).mail).toBe(0);
    clock.advance(2 * MINUTE);
    expect((await ctx.modules.privacy.runRetention()).mail).toBe(mail);
    expect(await count('mail_outbox')).toBe(0);

    // A notification of a later day outlives the first ones.
    clock.advance(200 * DAY);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: {
        authorization: `Bearer ${await ctx.app.accessTokens.sign(person.id)}`,
        'idempotency-key': 'mais-tarde',
      },
      payload: { coverageId: 'suporte-online' },
    });
    expect(asked.statusCode).toBe(201);
    const later = (await count('notifications')) - notifications;
    expect(later).toBeGreaterThan(0);

    clock.advance(364 * DAY - 200 * DAY - 2 * DAY);
    expect((await ctx.modules.privacy.runRetention()).notifications).toBe(0);
    clock.advance(2 * DAY);
    expect((await ctx.modules.privacy.runRetention()).notifications).toBe(notifications);
    expect(await count('notifications')).toBe(later);

    // The sign-up's session ended with its family's 30 days, long ago.
    expect(await count('refresh_tokens')).toBe(0);

    // A live code and a live session stay, whatever the day.
    const email = 'guarda@exemplo.com.br';
    const asking = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: email, type: 'email' },
    });
    expect(asking.statusCode).toBe(201);
    expect((await ctx.modules.privacy.runRetention()).codes).toBe(0);
    expect(await count('otp_codes')).toBe(1);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { identifier: email, type: 'email', otp: await ctx.lastCodeFor(email) },
    });
    expect(signIn.statusCode).toBe(201);
    expect((await ctx.modules.privacy.runRetention()).sessions).toBe(0);
    expect(await count('refresh_tokens')).toBe(1);
  });
});
