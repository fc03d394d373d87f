import { describeIndexUsage, indexUsageDuring, type IndexUsage } from '../lib/index-usage.js';
import { startMailbox, signInSubscriber } from '../lib/mailbox.js';
import { alternate, load, loadFigures, loadPosts, startBareServer } from '../lib/load.js';
import { benchDatabases, ownDatabase, startProduct } from '../lib/server.js';
import type { Figure, MeasureResult } from '../lib/types.js';

const ROUNDS = 3;
const SECONDS = 10;
/** Requests made before measuring, so the tables and their indexes are not empty. */
const EXISTING = 10_000;
/** Unlimited and without a waiting period: every request is accepted, so each one writes. */
const COVERAGE = 'suporte-online';
/** The tables a request writes and the list reads; their index use is read on PostgreSQL. */
const TABLES = ['service_requests', 'service_request_events', 'notifications'] as const;
const PAGE = 20;

/** Runs `during`, and on PostgreSQL also reads how its queries used the tables' indexes. */
async function withIndexUsage<T>(
  databaseUrl: string | undefined,
  during: () => Promise<T>,
): Promise<{ result: T; usage: IndexUsage[] | undefined }> {
  if (!databaseUrl) return { result: await during(), usage: undefined };
  return indexUsageDuring(databaseUrl, TABLES, during);
}

/**
 * POST /api/atendimentos (the write path: a lock on the subscription, the idempotency check, the
 * insert with its protocol, its history row and its notification, in one transaction) with 10,000
 * requests already stored, against a bare node:http server answering the same bytes.
 */
export async function measureServiceRequests(): Promise<MeasureResult[]> {
  const results: MeasureResult[] = [];
  for (const database of benchDatabases()) {
    const mailbox = await startMailbox();
    const own = await ownDatabase(database);
    const server = await startProduct({ ...own.env, SMTP_URL: mailbox.smtpUrl });
    try {
      const session = await signInSubscriber(server.url, mailbox);
      const headers = { authorization: `Bearer ${session.access_token}` };
      const url = `${server.url}/api/atendimentos`;
      // E-mail copies off: the bench's own SMTP server would otherwise share the load generator's thread.
      const off = await fetch(`${server.url}/api/notificacoes/preferencias`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: false }),
      });
      if (!off.ok) throw new Error(`turning e-mail copies off answered ${off.status}`);
      const fill = await loadPosts(url, { headers, body: { coverageId: COVERAGE }, amount: EXISTING, connections: 10 });
      if (fill.errors + fill.non2xx > 0) throw new Error(`filling: ${fill.errors} errors, ${fill.non2xx} non-2xx`);

      const sample = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ coverageId: COVERAGE, note: 'Amostra' }),
      });
      if (sample.status !== 201) throw new Error(`POST /api/atendimentos answered ${sample.status}`);
      const postBare = await startBareServer(
        Buffer.from(await sample.arrayBuffer()),
        'application/json; charset=utf-8',
      );
      const listUrl = `${url}?limit=${PAGE}`;
      const page = await fetch(listUrl, { headers });
      if (page.status !== 200) throw new Error(`GET /api/atendimentos answered ${page.status}`);
      const listBare = await startBareServer(Buffer.from(await page.arrayBuffer()), 'application/json; charset=utf-8');
      try {
        const posts = await withIndexUsage(own.env.DATABASE_URL, () =>
          alternate(
            ROUNDS,
            () => loadPosts(url, { headers, body: { coverageId: COVERAGE }, seconds: SECONDS }),
            () => load(postBare.url, { seconds: SECONDS }),
          ),
        );
        const lists = await withIndexUsage(own.env.DATABASE_URL, () =>
          alternate(
            ROUNDS,
            () => load(listUrl, { headers, seconds: SECONDS }),
            () => load(listBare.url, { seconds: SECONDS }),
          ),
        );
        const scanFigures: Figure[] = [];
        const notes: string[] = [];
        for (const [label, usage] of [
          ['POST', posts.usage],
          ['GET', lists.usage],
        ] as const) {
          if (!usage) continue;
          const requests = usage.find((table) => table.table === 'service_requests');
          scanFigures.push({
            name: `${label} rounds: sequential scans of service_requests`,
            value: requests?.seqScans ?? 0,
            unit: '',
            budget: { limit: 0, kind: 'max' },
          });
          notes.push(
            `Index use during the ${label} rounds (pg_stat_user_tables/indexes): ${describeIndexUsage(usage).join('; ')}.`,
          );
        }
        results.push({
          id: `service-requests-${database.id}`,
          title: `/api/atendimentos on ${database.label}, ${EXISTING.toLocaleString('en')} requests stored (autocannon, 50 connections, ${ROUNDS} alternating rounds of ${SECONDS} s)`,
          figures: [
            ...loadFigures('POST /api/atendimentos', posts.result.product, posts.result.floor),
            ...loadFigures(`GET /api/atendimentos?limit=${PAGE}`, lists.result.product, lists.result.floor),
            ...scanFigures,
          ],
          notes: [
            "One subscriber posting in parallel: every request waits for the one before on its subscription lock, the worst case for one account. The list is that subscriber's first page, newest first, with more than 10,000 behind it.",
            'Floor: a bare node:http server in a process of its own answering the same bytes (the 201, the page).',
            ...notes,
          ],
        });
      } finally {
        await postBare.close();
        await listBare.close();
      }
    } finally {
      await server.stop();
      await own.drop();
      await mailbox.close();
    }
  }
  return results;
}
