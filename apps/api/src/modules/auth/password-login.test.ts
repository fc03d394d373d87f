import type * as NodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessionSchema } from '@game-assist/contracts';
import { createTestApp, signUpSubscriber, TEST_PASSWORD, type TestContext } from '#api/test/app.js';

/**
 * The password hash is checked outside the sign-in's transaction. The first scrypt call after
 * `gate.close()` waits until `gate.open()`: a sign-in held there must not hold the database, nor
 * the address's count, for anyone else.
 */
const gate = vi.hoisted(() => {
  let held: Promise<void> | undefined;
  let release: (() => void) | undefined;
  let entered: (() => void) | undefined;
  return {
    close(): Promise<void> {
      held = new Promise((resolve) => (release = resolve));
      return new Promise((resolve) => (entered = resolve));
    },
    open: () => release?.(),
    /** The hold for this call, once: later calls run at once. */
    take(): Promise<void> | undefined {
      const hold = held;
      held = undefined;
      if (hold) entered?.();
      return hold;
    },
  };
});

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const run = () => (original.scrypt as (...values: unknown[]) => void)(...args);
    const hold = gate.take();
    if (hold) void hold.then(run);
    else run();
  };
  return { ...original, scrypt };
});

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' });
});
afterAll(async () => {
  gate.open();
  await ctx.close();
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Resolves with `promise`'s value, or 'still waiting' after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe('a password sign-in while its hash is being checked', () => {
  it('holds neither the database nor the address: the same address signs in meanwhile, and health answers', async () => {
    const email = 'hash-fora@exemplo.com.br';
    await signUpSubscriber(ctx, email);
    const entered = gate.close();
    const held = login(email, 'Errada#2026');
    await entered;

    // Another try for the same address, and a request that only pings the database, both go through.
    const meanwhile = await within(login(email, TEST_PASSWORD), 10_000);
    expect(meanwhile).not.toBe('still waiting');
    expect((meanwhile as Awaited<ReturnType<typeof login>>).statusCode).toBe(200);
    expect(authSessionSchema.safeParse((meanwhile as Awaited<ReturnType<typeof login>>).json()).success).toBe(true);
    const health = await within(ctx.app.inject({ method: 'GET', url: '/api/health' }), 10_000);
    expect(health).not.toBe('still waiting');
    expect((health as Awaited<ReturnType<typeof login>>).statusCode).toBe(200);

    gate.open();
    expect((await held).statusCode).toBe(401);
  });

  it('refuses a right password checked against a hash a reset replaced meanwhile', async () => {
    const email = 'hash-trocado@exemplo.com.br';
    await signUpSubscriber(ctx, email);
    const entered = gate.close();
    const held = login(email, TEST_PASSWORD);
    await entered;
    // The password changes while the old one is being checked (as a reset does: a new hash).
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    expect(reset.statusCode).toBe(201);
    const code = await ctx.lastCodeFor(email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, code, password: 'Nova#Senha2026' },
    });
    expect(changed.statusCode).toBe(200);
    gate.open();
    expect((await held).statusCode).toBe(401);
    expect((await login(email, 'Nova#Senha2026')).statusCode).toBe(200);
  });
});
