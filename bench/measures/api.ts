import { startMailbox, signInSubscriber } from '../lib/mailbox.js';
import { alternate, load, loadFigures, startBareServer } from '../lib/load.js';
import { benchDatabases, ownDatabase, startProduct } from '../lib/server.js';
import type { Figure, MeasureResult } from '../lib/types.js';

/**
 * Five, not three: autocannon's own parsing sets both sides' pace on the 27 KB catalogue, and its
 * pace drifts (the floor read 24k and 33k req/s in the two halves of one quiet run, 2026-11-28).
 */
const ROUNDS = 5;
const SECONDS = 10;

async function compare(
  name: string,
  url: string,
  headers: Record<string, string>,
  ratioBudget: number,
  p99Budget?: number,
): Promise<Figure[]> {
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`${name}: ${url} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await startBareServer(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const { product, floor, rounds } = await alternate(
      ROUNDS,
      () => load(url, { headers, seconds: SECONDS }),
      () => load(bare.url, { seconds: SECONDS }),
    );
    return loadFigures(name, product, floor, { ratio: ratioBudget, p99: p99Budget, rounds });
  } finally {
    await bare.close();
  }
}

/** API throughput against a bare node:http server returning the same bytes, on loopback. */
export async function measureApi(): Promise<MeasureResult[]> {
  const results: MeasureResult[] = [];
  for (const database of benchDatabases()) {
    const mailbox = await startMailbox();
    const own = await ownDatabase(database);
    const server = await startProduct({ ...own.env, SMTP_URL: mailbox.smtpUrl });
    try {
      const session = await signInSubscriber(server.url, mailbox);
      const catalogue = await compare('GET /api/coberturas', `${server.url}/api/coberturas`, {}, 0.8, 25);
      const subscriber = await compare(
        'GET /api/assinante',
        `${server.url}/api/assinante`,
        { authorization: `Bearer ${session.access_token}` },
        0.35,
      );
      results.push({
        id: `api-${database.id}`,
        title: `API on ${database.label} (autocannon, 50 connections, ${ROUNDS} alternating rounds of ${SECONDS} s)`,
        figures: [...catalogue, ...subscriber],
        notes: [
          'Floor: a bare node:http server in a process of its own started by the bench, answering the same bytes.',
        ],
      });
    } finally {
      await server.stop();
      await own.drop();
      await mailbox.close();
    }
  }
  return results;
}
