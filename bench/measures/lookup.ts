import pg from 'pg';
import type { LookupKey, SubscriberSearchResult } from '@game-assist/contracts';
import { describeIndexUsage, indexUsageDuring, type IndexUsage } from '../lib/index-usage.js';
import { seededProtocols, seededSubscriber, seedSubscribers, type SeededSubscriber } from '../lib/lookup-seed.js';
import { signInOperator, startMailbox, type Mailbox } from '../lib/mailbox.js';
import { benchDatabases, ownDatabase, startProduct, type BenchDatabase } from '../lib/server.js';
import { round, type Figure, type MeasureResult } from '../lib/types.js';

const FEW = 50;
const MANY = Number(process.env.BENCH_LOOKUP_MANY ?? 100_000);
const SEARCHES = 200;
const WARM_UP = 20;
/** Each key's round stops here even with searches left. */
const ROUND_MS = 60_000;
const P95_BUDGET_MS = 100;
const RATIO_BUDGET = 3;
const TABLES = [
  'accounts',
  'subscribers',
  'subscriptions',
  'charges',
  'service_requests',
  'subscription_cancellations',
  'dependants',
] as const;

type Seeded = Awaited<ReturnType<typeof seededProtocols>>;

interface SearchKey {
  id: string;
  label: string;
  matchedBy: LookupKey;
  /** The subscribers it is tried on (n), among the first `count`. */
  targets(count: number): number[];
  query(target: SeededSubscriber, index: number, seeded: Seeded): string;
  /** The SQL the product runs for it (its repositories'), for EXPLAIN. */
  plan(query: string): [string, unknown[]][];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `SEARCHES + WARM_UP` subscribers spread over 1..count whose n is a multiple of `step`. */
function spread(count: number, step = 1): number[] {
  const slots = Math.floor(count / step);
  return Array.from({ length: SEARCHES + WARM_UP }, (_, i) => step * (1 + ((i * 7_919 + 13) % slots)));
}

const byText = (words: string[]): [string, unknown[]][] => [
  [
    `select id from accounts where confirmed_at is not null and deleted_at is null and ${words
      .map((_, i) => `search_text like '%' || search_fold($${i + 1}) || '%'`)
      .join(' and ')} order by search_text, id offset 0 limit 21`,
    words,
  ],
];
const byPhone = (digits: string): [string, unknown[]][] => {
  const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
  return [
    [
      "select account_id from subscribers where phone_digits = any($1) and phone_digits <> '' limit 50",
      [[...new Set([digits, national, `55${national}`])]],
    ],
  ];
};
const byCpf = (cpf: string): [string, unknown[]][] => [
  ['select distinct account_id from charges where payer_cpf = $1 limit 50', [cpf]],
  ['select subscription_id from dependants where cpf = $1 limit 50', [cpf]],
  ...byPhone(cpf),
];
const byMemberNumber = (number: string): [string, unknown[]][] => [
  ['select * from subscriptions where member_number = $1 limit 1', [number]],
  ['select subscription_id from dependants where member_number = $1 limit 50', [number]],
];
const digitsOf = (text: string) => text.replace(/[\s.\-/()+]/g, '');
const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const pick = (values: string[], index: number) => values[index % values.length]!;

const KEYS: SearchKey[] = [
  {
    id: 'name',
    label: 'name, partial, case and accents ignored',
    matchedBy: 'nome-ou-email',
    targets: (count) => spread(count),
    query: (t) => {
      const [first, last] = t.name.split(' ') as [string, string];
      return `${fold(first).toUpperCase().slice(0, 4)} ${last.slice(0, 5).toLowerCase()}`;
    },
    plan: (q) => byText(q.split(' ')),
  },
  {
    id: 'email',
    label: 'e-mail',
    matchedBy: 'nome-ou-email',
    targets: (count) => spread(count),
    query: (t) => t.email,
    plan: (q) => [['select * from accounts where email = $1 limit 1', [q]]],
  },
  {
    id: 'cpf-masked',
    label: 'CPF, masked',
    matchedBy: 'cpf',
    targets: (count) => spread(count),
    query: (t) => maskedCpf(t.cpf),
    plan: (q) => byCpf(digitsOf(q)),
  },
  {
    id: 'cpf-bare',
    label: 'CPF, bare',
    matchedBy: 'cpf',
    targets: (count) => spread(count),
    query: (t) => t.cpf,
    plan: byCpf,
  },
  {
    id: 'member-grouped',
    label: 'member number, grouped',
    matchedBy: 'carteirinha',
    targets: (count) => spread(count),
    query: (t) => grouped(t.memberNumber),
    plan: (q) => byMemberNumber(digitsOf(q)),
  },
  {
    id: 'member-bare',
    label: 'member number, bare',
    matchedBy: 'carteirinha',
    targets: (count) => spread(count),
    query: (t) => t.memberNumber,
    plan: byMemberNumber,
  },
  {
    id: 'phone',
    label: 'phone',
    matchedBy: 'telefone',
    targets: (count) => spread(count),
    query: (t) => t.phone,
    plan: (q) => byPhone(digitsOf(q)),
  },
  {
    id: 'request',
    label: "a request's protocol",
    matchedBy: 'atendimento',
    targets: (count) => spread(count, 10),
    query: (_, i, seeded) => pick(seeded.requests, i),
    plan: (q) => [
      ['select account_id from service_requests where protocol = $1 limit 1', [q]],
      ...byPhone(digitsOf(q)),
    ],
  },
  {
    id: 'cancellation',
    label: "a cancellation's protocol",
    matchedBy: 'cancelamento',
    targets: (count) => spread(count, 25),
    query: (_, i, seeded) => pick(seeded.cancellations, i),
    plan: (q) => [['select account_id from subscription_cancellations where protocol = $1 limit 1', [q]]],
  },
  {
    id: 'txid',
    label: 'a PIX txid',
    matchedBy: 'pix',
    targets: (count) => spread(count),
    query: (_, i, seeded) => pick(seeded.txids, i),
    plan: (q) => [['select account_id from charges where txid = $1 limit 1', [q]]],
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Product {
  url: string;
  token: string;
  databaseUrl: string;
  count: number;
}

interface Round {
  p95: number;
  median: number;
  searches: number;
}

async function search(product: Product, key: SearchKey, q: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${product.url}/api/operador/assinantes?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${product.token}` },
  });
  const body = (await response.json()) as SubscriberSearchResult;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`search ${key.id} answered ${response.status}`);
  if (!body.items.some((item) => item.matchedBy === key.matchedBy))
    throw new Error(`search ${key.id} for ${JSON.stringify(q)} found nobody by ${key.matchedBy}`);
  return elapsed;
}

async function queriesOf(product: Product, key: SearchKey): Promise<string[]> {
  const targets = key.targets(product.count).map(seededSubscriber);
  const seeded = await seededProtocols(
    product.databaseUrl,
    targets.map((t) => t.n),
  );
  return targets.map((target, i) => key.query(target, i, seeded));
}

/** An idle backend's pending statistics reach pg_stat_* within PGSTAT_IDLE_INTERVAL (10 s, PostgreSQL 15). */
const statsFlushed = () => new Promise((resolve) => setTimeout(resolve, 11_000));

const summary = (times: number[]): Round => ({
  p95: percentile(times, 95),
  median: percentile(times, 50),
  searches: times.length,
});

/**
 * One key's searches, one after another, alternating between the floor's product and the measured one
 * (so both meet the same load on the machine): a warm-up, then up to SEARCHES each within ROUND_MS.
 */
async function searchRound(few: Product, many: Product, key: SearchKey) {
  const fewQueries = await queriesOf(few, key);
  const manyQueries = await queriesOf(many, key);
  for (let i = 0; i < WARM_UP; i += 1) {
    await search(few, key, fewQueries[i]!);
    await search(many, key, manyQueries[i]!);
  }
  await statsFlushed();
  const { result, usage } = await indexUsageDuring(many.databaseUrl, TABLES, async () => {
    const times = { few: [] as number[], many: [] as number[] };
    const deadline = performance.now() + ROUND_MS;
    for (let i = WARM_UP; i < manyQueries.length && performance.now() < deadline; i += 1) {
      times.few.push(await search(few, key, fewQueries[i]!));
      times.many.push(await search(many, key, manyQueries[i]!));
    }
    await statsFlushed();
    return times;
  });
  return { few: summary(result.few), many: summary(result.many), usage, sample: manyQueries[WARM_UP]! };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const scans = (node: PlanNode): string[] => [
  ...(node['Relation Name'] || node['Index Name']
    ? [
        `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
      ]
    : []),
  ...(node.Plans ?? []).flatMap(scans),
];

/** EXPLAIN (ANALYZE) of the key's statements on one of its searches: the scans and the time. */
async function explain(databaseUrl: string, key: SearchKey, query: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const parts: string[] = [];
    for (const [sql, values] of key.plan(query)) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${sql}`,
        values,
      );
      const [plan] = rows[0]!['QUERY PLAN'];
      parts.push(`${[...new Set(scans(plan.Plan))].join(' + ')} (${round(plan['Execution Time'], 3)} ms)`);
    }
    return parts.join('; ');
  } finally {
    await client.end();
  }
}

/** A product of its own on a new PostgreSQL database, with `count` subscribers seeded and the operator signed in. */
async function seededProduct(database: BenchDatabase, mailbox: Mailbox, count: number) {
  const own = await ownDatabase(database);
  const databaseUrl = own.env.DATABASE_URL!;
  const server = await startProduct({ ...own.env, SMTP_URL: mailbox.smtpUrl });
  try {
    const token = await signInOperator(server.url, mailbox);
    const started = performance.now();
    await seedSubscribers(databaseUrl, 1, count);
    const product: Product = { url: server.url, token, databaseUrl, count };
    return {
      product,
      seedSeconds: (performance.now() - started) / 1000,
      stop: async () => {
        await server.stop();
        await own.drop();
      },
    };
  } catch (error) {
    await server.stop();
    await own.drop();
    throw error;
  }
}

const seqScans = (usage: IndexUsage[]) => usage.reduce((sum, table) => sum + table.seqScans, 0);

/**
 * GET /api/operador/assinantes?q= on PostgreSQL with 100,000 subscribers seeded in SQL, each key's
 * searches one after another, alternating with the same searches on a product with FEW subscribers (the floor).
 */
export async function measureLookup(): Promise<MeasureResult[]> {
  const database = benchDatabases().find((candidate) => candidate.id === 'postgres');
  if (!database) {
    console.log('  · skipped: the look-up is measured on PostgreSQL only (set DATABASE_URL)');
    return [];
  }
  const mailbox = await startMailbox();
  const few = await seededProduct(database, mailbox, FEW);
  try {
    const many = await seededProduct(database, mailbox, MANY);
    try {
      const figures: Figure[] = [];
      const notes: string[] = [];
      let scanned = 0;
      for (const key of KEYS) {
        const measured = await searchRound(few.product, many.product, key);
        console.log(
          `  · ${key.id}: p95 ${round(measured.many.p95)} ms (floor ${round(measured.few.p95)}), median ${round(measured.many.median)} ms (floor ${round(measured.few.median)}), ${measured.many.searches} searches`,
        );
        scanned += seqScans(measured.usage);
        figures.push(
          {
            name: `${key.label}: p95`,
            value: measured.many.p95,
            unit: 'ms',
            floor: measured.few.p95,
            budget: { limit: P95_BUDGET_MS, kind: 'max' },
          },
          { name: `${key.label}: median`, value: measured.many.median, unit: 'ms', floor: measured.few.median },
          {
            name: `${key.label}: p95 with 100k ÷ p95 with ${FEW}`,
            value: measured.many.p95 / measured.few.p95,
            unit: '×',
            budget: { limit: RATIO_BUDGET, kind: 'max' },
          },
        );
        const used = measured.usage.filter((table) => table.indexScans + table.seqScans > 0);
        notes.push(
          `${key.label} (${measured.many.searches} searches): ${describeIndexUsage(used).join('; ')}. Plan: ${await explain(many.product.databaseUrl, key, measured.sample)}.`,
        );
      }
      figures.push({
        name: 'sequential scans of the searched tables during the 100k rounds',
        value: scanned,
        unit: '',
        budget: { limit: 0, kind: 'max' },
      });
      return [
        {
          id: 'lookup-postgres',
          title: `/api/operador/assinantes?q= on PostgreSQL, ${MANY.toLocaleString('en')} subscribers (sequential searches, ${SEARCHES} per key after ${WARM_UP} to warm up, alternating with the floor: the same searches with ${FEW} subscribers)`,
          figures,
          notes: [
            `Seeded in SQL (bench/lib/lookup-seed.ts, ${round(many.seedSeconds, 1)} s for ${MANY.toLocaleString('en')}): accounts, profiles with phones, subscriptions, a paid PIX charge each, every 10th a request, every 20th a dependant, every 25th a cancellation. Each search is one signed-in HTTP request to the built server, audit entry included.`,
            `Ratio budget ≤ ${RATIO_BUDGET}: every key is an index look-up (B-tree or trigram), whose cost grows with the index's depth and the matches it reads, not with the table; the HTTP request, the session check and the audit write, which do not grow, are most of a search. A ratio over ${RATIO_BUDGET} means a plan that reads in proportion to the table.`,
            ...notes,
          ],
        },
      ];
    } finally {
      await many.stop();
    }
  } finally {
    await few.stop();
    await mailbox.close();
  }
}
