import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

let ctx: TestContext;
const KNOWN = 'conhecido@exemplo.com.br';

beforeAll(async () => {
  // The production hash: timing is what this file judges.
  ctx = await createTestApp({
    OTP_IP_LIMIT_PER_HOUR: '1000000',
    AUTH_IP_LIMIT_PER_HOUR: '1000000',
    PASSWORD_HASH_COST: 'standard',
  });
  await signUpSubscriber(ctx, KNOWN);
});
afterAll(async () => {
  await ctx.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Probability that a value drawn from `a` exceeds one drawn from `b` (ties count half): the
 * Mann-Whitney U statistic over n·m, the "common-language effect size". 0.5 when the two
 * distributions are the same, whatever their shape or noise; 1 or 0 when one is always slower.
 */
function superiority(a: number[], b: number[]): number {
  let wins = 0;
  for (const x of a) for (const y of b) wins += x > y ? 1 : x === y ? 0.5 : 0;
  return wins / (a.length * b.length);
}

/** Mulberry32: a fixed-seed generator, so every run interleaves the requests in the same order. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `items` shuffled in place (Fisher-Yates) by the generator of `seed`. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seeded(seed);
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Largest distance of the superiority from 0.5 that still counts as "same timing". */
const RANK_TOLERANCE = 0.2;
/** Median gap always tolerated: below what a remote client can resolve through network jitter. */
const FLOOR_MS = 5;

/**
 * The two timing samples differ only when the rank test says so (superiority beyond 0.5 ± 0.2,
 * about 5 standard errors for 100 + 100 samples) AND the medians are more than 5 ms apart.
 */
function timingVerdict(known: number[], unknown: number[]) {
  const a = superiority(known, unknown);
  const gap = median(known) - median(unknown);
  const standardError = Math.sqrt((known.length + unknown.length + 1) / (12 * known.length * unknown.length));
  return {
    superiority: a,
    zScore: (a - 0.5) / standardError,
    medianKnownMs: median(known),
    medianUnknownMs: median(unknown),
    different: Math.abs(a - 0.5) > RANK_TOLERANCE && Math.abs(gap) > FLOOR_MS,
  };
}

describe('account enumeration', () => {
  it('answers code requests for known and unknown e-mails identically, in status, body and timing', async () => {
    // 100 distinct registered addresses and 100 distinct unregistered ones, each asked once,
    // in a shuffled (fixed-seed) order so load bursts on the machine hit both groups alike.
    const knownEmails: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const emails = Array.from({ length: 10 }, (_, i) => `conhecido-${batch * 10 + i}@exemplo.com.br`);
      await Promise.all(emails.map((email) => signUpSubscriber(ctx, email)));
      knownEmails.push(...emails);
    }
    const order = shuffled(
      [
        ...knownEmails.map((identifier) => ({ identifier, known: true })),
        ...Array.from({ length: 100 }, (_, i) => ({ identifier: `desconhecido-${i}@exemplo.com.br`, known: false })),
      ],
      2026,
    );
    const ask = (identifier: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { identifier, type: 'email' } });
    // Warm-up (JIT, statement caches), not measured.
    for (let i = 0; i < 10; i += 1) await ask(`aquecimento-${i}@exemplo.com.br`);

    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (const { identifier, known: isKnown } of order) {
      const start = process.hrtime.bigint();
      const response = await ask(identifier);
      (isKnown ? known : unknown).push(Number(process.hrtime.bigint() - start) / 1e6);
      answers.add(`${response.statusCode} ${response.headers['content-type']} ${response.body}`);
    }
    expect(known).toHaveLength(100);
    expect(unknown).toHaveLength(100);
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^201 /);

    const verdict = timingVerdict(known, unknown);
    process.stdout.write(`request-otp timing over 200 requests: ${JSON.stringify(verdict)}\n`);
    expect(verdict.different, JSON.stringify(verdict)).toBe(false);
    // The comparison is not blind: the same samples with a leak added (the floor plus the
    // unknown group's own 5–95 % spread) are told apart.
    const sorted = [...unknown].sort((a, b) => a - b);
    const leakMs = FLOOR_MS + 1 + (sorted[94]! - sorted[4]!);
    expect(
      timingVerdict(
        known.map((ms) => ms + leakMs),
        unknown,
      ).different,
    ).toBe(true);
  }, 120_000);

  it('answers password-reset requests for known and unknown e-mails identically, in status, body and timing', async () => {
    const knownEmails = Array.from({ length: 100 }, (_, i) => `conhecido-${i}@exemplo.com.br`);
    const order = shuffled(
      [
        ...knownEmails.map((email) => ({ email, known: true })),
        ...Array.from({ length: 100 }, (_, i) => ({ email: `sem-conta-${i}@exemplo.com.br`, known: false })),
      ],
      2027,
    );
    const ask = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    for (let i = 0; i < 10; i += 1) await ask(`aquecimento-reset-${i}@exemplo.com.br`);
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (const { email, known: isKnown } of order) {
      const start = process.hrtime.bigint();
      const response = await ask(email);
      (isKnown ? known : unknown).push(Number(process.hrtime.bigint() - start) / 1e6);
      answers.add(`${response.statusCode} ${response.headers['content-type']} ${response.body}`);
    }
    expect([...answers]).toHaveLength(1);
    expect([...answers][0]).toMatch(/^201 /);
    const verdict = timingVerdict(known, unknown);
    process.stdout.write(`password-reset request timing over 200 requests: ${JSON.stringify(verdict)}\n`);
    expect(verdict.different, JSON.stringify(verdict)).toBe(false);
    // Addresses without an account get no mail at all.
    await ctx.modules.outbox.drain();
    expect(ctx.mailer.sent.filter((message) => message.to.startsWith('sem-conta-'))).toEqual([]);
  }, 120_000);

  it('answers sign-ups for confirmed, pending and unknown addresses alike, in status, shape and timing', async () => {
    const group = 30;
    const confirmed: string[] = [];
    for (let batch = 0; batch < group / 10; batch += 1) {
      const emails = Array.from({ length: 10 }, (_, i) => `cadastrado-${batch * 10 + i}@exemplo.com.br`);
      await Promise.all(emails.map((email) => signUpSubscriber(ctx, email)));
      confirmed.push(...emails);
    }
    const pending = Array.from({ length: group }, (_, i) => `pendente-${i}@exemplo.com.br`);
    const signUp = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/singup',
        payload: { email, password: 'Outra#2026x', firstName: 'Bia', lastName: 'Reis' },
      });
    for (const email of pending) expect((await signUp(email)).statusCode).toBe(201);
    // Past every address's resend limits; each kind has one code at most in the hour before.
    ctx.clock.advance(2 * 60 * 60_000);
    const order = shuffled(
      [
        ...confirmed.map((email) => ({ email, kind: 'confirmed' as const })),
        ...pending.map((email) => ({ email, kind: 'pending' as const })),
        ...Array.from({ length: group }, (_, i) => ({ email: `novo-${i}@exemplo.com.br`, kind: 'unknown' as const })),
      ],
      2028,
    );
    for (let i = 0; i < 10; i += 1) await signUp(`aquecimento-cadastro-${i}@exemplo.com.br`);
    const times = { confirmed: [] as number[], pending: [] as number[], unknown: [] as number[] };
    const shapes = new Set<string>();
    for (const { email, kind } of order) {
      const start = process.hrtime.bigint();
      const response = await signUp(email);
      times[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
      const { user, ...tokens } = response.json() as { user: Record<string, unknown> };
      const shape = { ...user, id: typeof user.id, email: user.email === email };
      shapes.add(
        `${response.statusCode} ${response.headers['content-type']} ${Object.keys(tokens)} ${JSON.stringify(shape)}`,
      );
    }
    expect([...shapes]).toHaveLength(1);
    expect([...shapes][0]).toMatch(/^201 /);
    const verdicts = {
      confirmedVsUnknown: timingVerdict(times.confirmed, times.unknown),
      pendingVsUnknown: timingVerdict(times.pending, times.unknown),
      confirmedVsPending: timingVerdict(times.confirmed, times.pending),
    };
    process.stdout.write(`sign-up timing over ${3 * group} requests: ${JSON.stringify(verdicts)}\n`);
    for (const [pair, verdict] of Object.entries(verdicts)) expect(verdict.different, pair).toBe(false);
  }, 300_000);
});

describe('cross-origin reads', () => {
  it('gives foreign origins no CORS permission on authenticated answers', async () => {
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: KNOWN, password: 'Segura#2026' },
    });
    const token = (session.json() as { access_token: string }).access_token;
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { origin: 'https://atacante.example', authorization: `Bearer ${token}` },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/assinante',
      headers: {
        origin: 'https://atacante.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
