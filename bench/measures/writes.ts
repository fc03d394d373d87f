import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchHonouringRetryAfter, TEST_CPF } from '@game-assist/test-support';
import { startMailbox, signInSubscriber } from '../lib/mailbox.js';
import { alternate, describeFailures, loadFigures, loadPosts, medianRoundP99Ratio, type Round } from '../lib/load.js';
import { benchDatabases, ownDatabase, startProduct, startWriteFloor, type RunningServer } from '../lib/server.js';
import { round, type Figure, type MeasureResult } from '../lib/types.js';

const ROUNDS = 3;
const SECONDS = 10;
const SUBSCRIBERS = 500;
const CONNECTIONS = 50;
/** Subscribers made at once while preparing. */
const PREPARING = 10;
/** Unlimited and without a waiting period: every request is accepted, so each one writes. */
const COVERAGE = 'suporte-online';

interface Subscriber {
  token: string;
  refreshToken: string;
  accountId: string;
}

const accountOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

async function makeSubscribers(baseUrl: string, mailbox: Awaited<ReturnType<typeof startMailbox>>) {
  const made: Subscriber[] = [];
  const one = async (attempt = 1): Promise<void> => {
    let session: Awaited<ReturnType<typeof signInSubscriber>>;
    try {
      session = await signInSubscriber(baseUrl, mailbox);
    } catch (error) {
      // A kept-alive connection the server closed as it was reused (under this many at once): a new subscriber.
      if (error instanceof TypeError && attempt < 3) return one(attempt + 1);
      throw error;
    }
    // E-mail copies off: the bench's own SMTP server would otherwise share the load generator's thread.
    const off = await fetchHonouringRetryAfter(`${baseUrl}/api/notificacoes/preferencias`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: false }),
    });
    if (!off.ok) throw new Error(`turning e-mail copies off answered ${off.status}`);
    made.push({
      token: session.access_token,
      refreshToken: session.refresh_token,
      accountId: accountOf(session.access_token),
    });
  };
  while (made.length < SUBSCRIBERS) {
    await Promise.all(Array.from({ length: Math.min(PREPARING, SUBSCRIBERS - made.length) }, () => one()));
  }
  return made;
}

/**
 * New access tokens for every subscriber, just before the load: preparing 500 takes longer than
 * the tokens' 15 minutes on a loaded machine, and an expired one answers 401, not a write.
 */
async function refreshTokens(baseUrl: string, subscribers: Subscriber[]): Promise<void> {
  for (let from = 0; from < subscribers.length; from += PREPARING) {
    await Promise.all(
      subscribers.slice(from, from + PREPARING).map(async (subscriber) => {
        const answer = await fetchHonouringRetryAfter(`${baseUrl}/api/refresh-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: subscriber.refreshToken }),
        });
        if (!answer.ok) throw new Error(`refreshing a subscriber's session answered ${answer.status}`);
        const session = (await answer.json()) as { access_token: string; refresh_token: string };
        subscriber.token = session.access_token;
        subscriber.refreshToken = session.refresh_token;
      }),
    );
  }
}

/** "p99 1,437 ÷ 5,645 ms = 0.25 × (2xx 105.4 ÷ 121.1 req/s; load 3.1 / 3.4)" for each round. */
const describeRounds = (rounds: readonly Round[]) =>
  rounds
    .map(
      ({ product, floor, load }, index) =>
        `${index + 1}: p99 ${Math.round(product.p99).toLocaleString('en')} ÷ ${Math.round(floor.p99).toLocaleString('en')} ms = ${round(product.p99 / floor.p99)} × ` +
        `(2xx ${round(product.okPerSecond ?? product.requestsPerSecond)} ÷ ${round(floor.okPerSecond ?? floor.requestsPerSecond)} req/s; load ${load.product.toFixed(1)} / ${load.floor.toFixed(1)})`,
    )
    .join('; ');

const WRITES = [
  { name: 'POST /api/atendimentos', path: 'atendimentos', floorPath: '/atendimentos', body: { coverageId: COVERAGE } },
  {
    name: 'POST /api/assinatura/checkout',
    path: 'assinatura/checkout',
    floorPath: '/checkout',
    body: { method: 'pix', cpf: TEST_CPF },
  },
] as const;

/**
 * The two write paths people wait on, with 500 distinct subscribers over 50 connections (no one
 * subscriber's lock), beside the floor that runs the same use cases with nothing around them
 * (lib/write-floor-server.ts): the product's throughput and p99 as ratios to the floor's.
 */
export async function measureWrites(): Promise<MeasureResult[]> {
  const results: MeasureResult[] = [];
  for (const database of benchDatabases()) {
    const mailbox = await startMailbox();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-writes-'));
    const floorDir = await mkdtemp(path.join(tmpdir(), 'bench-writes-floor-'));
    // PostgreSQL: a database of the measure's own on that server, so earlier runs' rows weigh nothing.
    const own = await ownDatabase(database);
    const env = {
      ...own.env,
      SMTP_URL: mailbox.smtpUrl,
      DATA_DIR: dataDir,
    };
    let product: RunningServer | undefined = await startProduct(env);
    let floor: RunningServer | undefined;
    try {
      const subscribers = await makeSubscribers(product.url, mailbox);
      if (database.id === 'pglite') {
        // PGlite belongs to one process: the floor gets a copy of the prepared database.
        await product.stop();
        product = undefined;
        await cp(dataDir, floorDir, { recursive: true });
        product = await startProduct(env);
      } else {
        await cp(dataDir, floorDir, { recursive: true });
      }
      floor = await startWriteFloor({ ...env, DATA_DIR: floorDir });
      await refreshTokens(product.url, subscribers);
      const figures: Figure[] = [];
      const failures: string[] = [];
      const perRound: string[] = [];
      for (const write of WRITES) {
        const rates = await alternate(
          ROUNDS,
          () =>
            loadPosts(`${product!.url}/api/${write.path}`, {
              headers: {},
              each: subscribers.map(({ token }) => ({ authorization: `Bearer ${token}` })),
              body: write.body,
              seconds: SECONDS,
              connections: CONNECTIONS,
            }),
          () =>
            loadPosts(`${floor!.url}${write.floorPath}`, {
              headers: {},
              each: subscribers.map(({ accountId }) => ({ 'x-account-id': accountId })),
              body: write.body,
              seconds: SECONDS,
              connections: CONNECTIONS,
            }),
        );
        // Throughput is the writes served (2xx): a 503 shed at once, or a timeout, is not a write.
        const served = (side: typeof rates.product) => ({ ...side, requestsPerSecond: side.okPerSecond });
        figures.push(
          ...loadFigures(write.name, served(rates.product), served(rates.floor), { ratio: 0.5 }),
          {
            // Within a round, the two sides ran a few seconds apart: a stall of the machine in one
            // round spoils that round's ratio only, not the budget.
            name: `${write.name} p99 / the floor's p99 (median of the rounds' ratios)`,
            value: medianRoundP99Ratio(rates.rounds),
            unit: '×',
            budget: { limit: 2, kind: 'max' },
          },
          {
            // A floor that fails some writes is quicker than it should be: its ratios are not to be trusted.
            name: `${write.name} the floor's errors and non-2xx`,
            value: rates.floor.errors,
            unit: '',
            budget: { limit: 0, kind: 'max' },
          },
        );
        perRound.push(`${write.name}, round by round: ${describeRounds(rates.rounds)}.`);
        failures.push(
          `${write.name}, not 2xx in all ${ROUNDS} rounds: the product ${describeFailures(rates.product.failures)}; ` +
            `the floor ${describeFailures(rates.floor.failures)}.`,
        );
      }
      results.push({
        id: `writes-${database.id}`,
        title: `Writes on ${database.label}: ${SUBSCRIBERS} subscribers over ${CONNECTIONS} connections (autocannon, ${ROUNDS} alternating rounds of ${SECONDS} s)`,
        figures,
        notes: [
          "Floor: a bare node:http server in a process of its own running the product's own use cases (the built API's service-request creation and checkout: the same statements in the same transactions through the same driver), the account named by a header; what it lacks is Fastify, the access token's check, the schemas and the serialisation.",
          database.id === 'pglite'
            ? 'PGlite runs one transaction at a time for its process: each writer waits for the line before it, so p99 grows with the connections; past DATABASE_MAX_PENDING_TRANSACTIONS (500) a write is answered 503 at once (docs/scaling.md). The floor has a copy of the same database.'
            : 'PostgreSQL: the product and the floor share a new database made for the measure; each has its own pool of DATABASE_POOL_SIZE (10) connections.',
          "p99's budget is the median over the rounds of the product's p99 ÷ the floor's in the same round; the p99 latency figure beside it is the sides' medians. Load average: the machine's 1-minute one as each side's run ended.",
          ...perRound,
          "Throughput counts the 2xx answers only. A timeout is an answer not given within autocannon's 10 s; the product answers 503 + Retry-After when its event loop stalls past OVERLOAD_MAX_EVENT_LOOP_DELAY_MS (1 s), the floor has no such guard.",
          ...failures,
        ],
      });
    } finally {
      await floor?.stop();
      await product?.stop();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(floorDir, { recursive: true, force: true });
      await own.drop();
    }
  }
  return results;
}
