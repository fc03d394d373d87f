import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describeIndexUsage, indexUsageDuring } from '../lib/index-usage.js';
import { INDICATOR_TABLES, seedIndicatorHistory } from '../lib/indicators-seed.js';
import { signInOperator, startMailbox } from '../lib/mailbox.js';
import { benchDatabases, ownDatabase, startProduct, type RunningServer } from '../lib/server.js';
import { median, round, type Figure, type MeasureResult } from '../lib/types.js';

const SUBSCRIBERS = 100_000;
const MONTHS = 24;
const WARM_UP = 3;
const REQUESTS = 20;
/** A round stops after this long whatever its count, so a slow product cannot hold the run. */
const ROUND_LIMIT_MS = 120_000;
const BUDGET_MS = 1_000;
const RATIO_BUDGET = 125;

const FORMATS = [
  { label: 'JSON', accept: 'application/json' },
  { label: 'CSV', accept: 'text/csv' },
] as const;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** São Paulo is UTC−3 all year: its current month, and the one `months − 1` before. */
function period(now: Date) {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const to = local.toISOString().slice(0, 7);
  const from = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (MONTHS - 1), 1)).toISOString();
  return { from: from.slice(0, 7), to };
}

/** Waits for the job's first run to end: the stored months' count, unchanged for 10 s. Returns it. */
async function storedMonthsSettled(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 600_000;
    let [count, unchanged] = [-1, 0];
    while (unchanged < 10 && Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from indicator_months');
      [count, unchanged] = rows[0]?.n === count ? [count, unchanged + 1] : [rows[0]?.n ?? 0, 0];
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return count;
  } finally {
    await client.end();
  }
}

async function timedRequests(url: string, token: string, accept: string) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept } });
    const body = await response.text();
    return { ms: performance.now() - started, body: response.status === 200 ? body : undefined };
  };
  for (let index = 0; index < WARM_UP; index += 1) await once();
  const times: number[] = [];
  const deadline = Date.now() + ROUND_LIMIT_MS;
  let body: string | undefined;
  let failed = 0;
  while (times.length < REQUESTS && Date.now() < deadline) {
    const answer = await once();
    times.push(answer.ms);
    if (answer.body === undefined) failed += 1;
    body = answer.body ?? body;
  }
  return { times, body, failed };
}

/**
 * GET /api/admin/indicadores over 24 months, one request at a time, as the bench's operator (financeiro):
 * first on the freshly migrated database (the floor), then with 100,000 subscribers' history seeded.
 */
export async function measureIndicators(): Promise<MeasureResult[]> {
  const database = benchDatabases().find((candidate) => candidate.id === 'postgres');
  if (!database)
    throw new Error(
      'indicators runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  const mailbox = await startMailbox();
  const own = await ownDatabase(database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-indicators-'));
  const env = { ...own.env, SMTP_URL: mailbox.smtpUrl, DATA_DIR: dataDir };
  let server: RunningServer | undefined = await startProduct(env);
  const databaseUrl = own.env.DATABASE_URL as string;
  try {
    const now = new Date();
    const { from, to } = period(now);
    const query = `/api/admin/indicadores?de=${from}&ate=${to}`;
    const floors = new Map<string, number[]>();
    let token = await signInOperator(server.url, mailbox);
    for (const format of FORMATS)
      floors.set(format.label, (await timedRequests(`${server.url}${query}`, token, format.accept)).times);

    const seedStarted = performance.now();
    const rows = await seedIndicatorHistory(databaseUrl, { subscribers: SUBSCRIBERS, months: MONTHS, now });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await server.stop();
    server = undefined;
    const restarted = performance.now();
    server = await startProduct(env);
    const stored = await storedMonthsSettled(databaseUrl);
    const storeSeconds = (performance.now() - restarted) / 1000 - 10;
    token = await signInOperator(server.url, mailbox, { confirmed: true });
    const url = `${server.url}${query}`;

    const figures: Figure[] = [];
    const measured = await indexUsageDuring(databaseUrl, INDICATOR_TABLES, async () => {
      const rounds = [];
      for (const format of FORMATS) rounds.push({ format, ...(await timedRequests(url, token, format.accept)) });
      return rounds;
    });
    let sample = '{"months":[]}';
    for (const { format, times, body, failed } of measured.result) {
      const floor = floors.get(format.label) ?? [];
      const p95 = percentile(times, 0.95);
      const floorP95 = percentile(floor, 0.95);
      const name = `GET /api/admin/indicadores, ${MONTHS} months, ${format.label}`;
      figures.push(
        { name: `${name}: median`, value: round(median(times)), unit: 'ms', floor: round(median(floor)) },
        {
          name: `${name}: p95`,
          value: round(p95),
          unit: 'ms',
          floor: round(floorP95),
          budget: { limit: BUDGET_MS, kind: 'max' },
        },
        {
          name: `${name}: median ÷ the empty database's median`,
          value: round(median(times) / median(floor)),
          unit: '×',
          budget: { limit: RATIO_BUDGET, kind: 'max' },
        },
        { name: `${name}: answers other than 200`, value: failed, unit: '', budget: { limit: 0, kind: 'max' } },
      );
      if (format.label === 'JSON' && body) sample = body;
    }
    const months = (
      JSON.parse(sample) as { months: { month: string; activeAtEnd: number; revenue: { total: number } }[] }
    ).months;
    const last = months.at(-2);
    return [
      {
        id: 'indicators-postgres',
        title: `'Indicadores' over ${MONTHS} months of ${SUBSCRIBERS.toLocaleString('en')} subscribers on PostgreSQL (${REQUESTS} sequential requests after ${WARM_UP} warm-ups, each format)`,
        figures,
        notes: [
          `Seeded set-based through pg in ${round(seedSeconds, 1)} s, after the product migrated its own database, then vacuumed and analyzed (as autovacuum would have over 24 months): ${Object.entries(
            rows,
          )
            .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
            .join(', ')}.`,
          `The product was then restarted on that database, as a deployment would be: its 'indicator-months' job stored ${stored} closed months (the last one's requests read live until its last deadline) in ${round(storeSeconds, 1)} s, and the measured requests computed the others live.`,
          `The period ${from} … ${to} (the current month live). ${last?.month}: ${last?.activeAtEnd.toLocaleString('en')} active at the end, ${((last?.revenue.total ?? 0) / 100).toLocaleString('en')} BRL received.`,
          `Floor: the same requests on the same product before the seed (the catalogue, the operator and 25 empty stored months). The ratio compares medians (a p95 of 20 requests on an empty database is one slow request). Its budget, ${RATIO_BUDGET}×, is the 1 s budget over the 8 ms an empty database answers in on a quiet machine (the floor swings 8–40 ms with the machine's load); it fails a read of the whole history again (before the stored months and the indexes every request answered 503 at the statement timeout: thousands of times the floor) however fast the machine.`,
          `Index use during the seeded rounds (pg_stat_user_tables/indexes): ${describeIndexUsage(measured.usage).join('; ')}.`,
        ],
      },
    ];
  } finally {
    await server?.stop();
    await own.drop();
    await rm(dataDir, { recursive: true, force: true });
    await mailbox.close();
  }
}
