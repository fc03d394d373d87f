import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { PASSWORD_FAILURES_BEFORE_LOCK } from '#api/modules/auth/index.js';
import { CARD_TOKEN_MAX_FAILURES } from '@game-assist/contracts';
import {
  chaosServerOnCluster,
  PASSWORD,
  recordFigures,
  send,
  signUpAndConfirm,
  sleep,
  Tally,
  type Outcome,
  type Session,
} from './chaos.test-support.js';
import { startRedisServer } from './redis-server.test-support.js';

/** Redis flapping under load (docs/reliability.md, 'Redis flapping'). */
const OPERATOR = 'operador-redis@exemplo.com.br';
const PREFIX = 'chaos-redis:';
const FLAPS = 3;
/** How long Redis stays down each time, and up (after the limits are back in it) before the next stop. */
const DOWN_MS = 1_500;
const UP_MS = 1_500;
/** The longest a return to Redis may take: the client reconnects within 1 s, a failure skips Redis for 1 s. */
const RECOVERY_LIMIT_MS = 5_000;
const WRONG_PASSWORD = 'Errada#2026';
const UNAVAILABLE = 'Redis is unavailable';
const BACK = 'Redis is back';

const chaos = chaosServerOnCluster(OPERATOR, {
  beside: startRedisServer,
  env: (redis) => ({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: PREFIX, LOG_LEVEL: 'info' }),
});

function logLines(text: string): { level: number; time: number }[] {
  return chaos.server.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; time: number; msg?: string })
    .filter((line) => line.msg?.startsWith(text) === true);
}

const login = (email: string, password: string) =>
  send(`${chaos.server.url}/api/login`, { method: 'POST', body: { email, password } });

/** Ten wrong passwords lock the address (counted one at a time in its row): each is 401, the next try 429. */
const lockOut = (email: string): Promise<Outcome[]> =>
  Promise.all(Array.from({ length: PASSWORD_FAILURES_BEFORE_LOCK }, () => login(email, WRONG_PASSWORD)));

/** A member number nobody has: wrong tokens lock it all the same (docs/security.md). */
const CARD_NUMBER = '7019000000424242';
const checkCardToken = () =>
  send(`${chaos.server.url}/api/carteirinha/token/verificar`, {
    method: 'POST',
    body: { memberNumber: CARD_NUMBER, token: '000000' },
  });

async function until(condition: () => boolean | Promise<boolean>, limitMs: number): Promise<boolean> {
  for (const deadline = performance.now() + limitMs; performance.now() < deadline; await sleep(20)) {
    if (await condition()) return true;
  }
  return false;
}

describe('Redis flapping under load', () => {
  it('falls back to memory and returns, one log line per change, no 5xx, and password locks hold', async () => {
    const [lockedBefore, lockedDuring, ...signingIn] = await Promise.all(
      ['travada-antes', 'travada-durante', 'entra-0', 'entra-1', 'escreve'].map((name) =>
        signUpAndConfirm(chaos.server, `caos-redis-${name}@exemplo.com.br`),
      ),
    );
    const writer = signingIn.pop()!;
    expect(logLines(UNAVAILABLE)).toEqual([]);

    const before = await lockOut(lockedBefore!.email);
    expect(before.map((answer) => answer.status)).toEqual(Array(PASSWORD_FAILURES_BEFORE_LOCK).fill(401));
    expect((await login(lockedBefore!.email, PASSWORD)).status).toBe(429);
    for (let n = 0; n < CARD_TOKEN_MAX_FAILURES; n += 1) expect((await checkCardToken()).status).toBe(200);
    expect((await checkCardToken()).status).toBe(429);

    const tally = new Tally();
    let running = true;
    let redisDown = false;
    let whileDown = 0;
    const serverErrors: string[] = [];
    const note = (what: string, outcome: Outcome) => {
      tally.note(what, outcome);
      if (redisDown) whileDown += 1;
      if ((outcome.status ?? 0) >= 500)
        serverErrors.push(
          `${what} (Redis ${redisDown ? 'down' : 'up'}): ${outcome.status} ${JSON.stringify(outcome.body)}`,
        );
    };

    const signInLane = async (person: Session) => {
      while (running) {
        const answer = await login(person.email, PASSWORD);
        note('sign-in', answer);
        const refreshToken = (answer.body as { refresh_token?: string }).refresh_token;
        if (refreshToken) {
          note(
            'refresh',
            await send(`${chaos.server.url}/api/refresh-token`, { method: 'POST', body: { refreshToken } }),
          );
        }
      }
    };
    const signUpLane = async () => {
      for (let n = 0; running; n += 1) {
        const body = {
          email: `caos-redis-novo-${n}@exemplo.com.br`,
          password: PASSWORD,
          firstName: 'Caos',
          lastName: 'Novo',
        };
        note('sign-up', await send(`${chaos.server.url}/api/singup`, { method: 'POST', body }));
      }
    };
    const readLane = async () => {
      while (running) {
        for (const read of ['/api/coberturas', '/api/addons', '/api/health']) {
          note(`GET ${read}`, await send(`${chaos.server.url}${read}`));
        }
      }
    };
    const writeLane = async (person: Session) => {
      for (let n = 0; running; n += 1) {
        const body = { nome: `Caos Redis ${n}`, endereco: `Rua do Caos, ${n}` };
        note(
          'PATCH /api/assinante',
          await send(`${chaos.server.url}/api/assinante`, { method: 'PATCH', token: person.token, body }),
        );
        note('GET /api/assinante', await send(`${chaos.server.url}/api/assinante`, { token: person.token }));
      }
    };

    const started = performance.now();
    const lanes = [...signingIn.map(signInLane), signUpLane(), readLane(), readLane(), writeLane(writer)];
    await sleep(UP_MS);

    const flaps: { downMs: number; fallbackMs: number; recoveredMs: number }[] = [];
    let lockedDuringOutage: Outcome[] = [];
    for (let flap = 0; flap < FLAPS; flap += 1) {
      const warningsBefore = logLines(UNAVAILABLE).length;
      const stoppedAt = performance.now();
      // The second stop is a crash; the others a clean shutdown. Nothing is saved either way.
      await chaos.beside.stop(flap === 1 ? 'SIGKILL' : 'SIGTERM');
      redisDown = true;
      const fellBack = await until(() => logLines(UNAVAILABLE).length > warningsBefore, DOWN_MS * 2);
      const fallbackMs = performance.now() - stoppedAt;
      expect(fellBack, `flap ${flap + 1}: the limits should fall back to memory with a warning`).toBe(true);
      if (flap === 0) lockedDuringOutage = await lockOut(lockedDuring!.email);
      await sleep(Math.max(0, DOWN_MS - (performance.now() - stoppedAt)));
      await chaos.beside.start();
      redisDown = false;
      const upAt = performance.now();
      const backsBefore = flap;
      const recovered = await until(
        async () => ((await chaos.beside.size()) ?? 0) > 0 && logLines(BACK).length > backsBefore,
        RECOVERY_LIMIT_MS,
      );
      expect(recovered, `flap ${flap + 1}: the limits should be counted in Redis again`).toBe(true);
      flaps.push({
        downMs: Math.round(upAt - stoppedAt),
        fallbackMs: Math.round(fallbackMs),
        recoveredMs: Math.round(performance.now() - upAt),
      });
      await sleep(UP_MS);
    }
    running = false;
    await Promise.all(lanes);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const afterBefore = await login(lockedBefore!.email, PASSWORD);
    const afterDuring = await login(lockedDuring!.email, PASSWORD);
    const control = await login(signingIn[0]!.email, PASSWORD);
    const cardAfter = await checkCardToken();
    const warnings = logLines(UNAVAILABLE);
    const returns = logLines(BACK);
    const limited = [...tally.counts.keys()].some((label) => label === '429');

    await recordFigures(
      'redis-flapping',
      `${tally.total} requests in ${seconds} s (${tally.summary()}), ${whileDown} of them while Redis was down; ` +
        `${serverErrors.length} × 5xx; Redis stopped ${FLAPS} times (SIGTERM, SIGKILL, SIGTERM), away ` +
        `${flaps.map((f) => f.downMs).join(', ')} ms; ${warnings.length} fallback warnings and ${returns.length} ` +
        `return lines for ${FLAPS * 2} changes; warning ${flaps.map((f) => f.fallbackMs).join(', ')} ms after the stop; ` +
        `limits counted in Redis again ${flaps.map((f) => f.recoveredMs).join(', ')} ms after it answered; ` +
        `password locks (one set before, one during the first outage): right password after the flapping ` +
        `${afterBefore.status} and ${afterDuring.status}, an unlocked account ${control.status}; the member number ` +
        `locked before (5 wrong tokens): ${cardAfter.status}`,
    );

    expect(chaos.server.child.exitCode).toBeNull();
    expect(tally.unexpected).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(limited, 'no limit is reached with these budgets: a 429 would be a counting fault').toBe(false);
    expect(whileDown, 'the load should meet Redis away').toBeGreaterThan(FLAPS * 10);
    expect(warnings.map((line) => line.level)).toEqual(Array(FLAPS).fill(40));
    expect(returns.map((line) => line.level)).toEqual(Array(FLAPS).fill(30));
    expect(lockedDuringOutage.map((answer) => answer.status)).toEqual(Array(PASSWORD_FAILURES_BEFORE_LOCK).fill(401));
    for (const locked of [afterBefore, afterDuring]) {
      expect(locked.status).toBe(429);
      expect((locked.body as { message: string }).message).toMatch(/^Muitas tentativas de senha\./);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    }
    expect(control.status).toBe(200);
    expect(cardAfter.status).toBe(429);
    expect(Number(cardAfter.retryAfter)).toBeGreaterThan(0);
  }, 60_000);
});
