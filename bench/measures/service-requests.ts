import { startMailbox, signInDemo } from '../lib/mailbox.js';
import { alternate, load, loadPosts, startBareServer } from '../lib/load.js';
import { benchDatabases, startProduct } from '../lib/server.js';
import type { MeasureResult } from '../lib/types.js';

const ROUNDS = 3;
const SECONDS = 10;
/** Requests made before measuring, so the tables and their indexes are not empty. */
const EXISTING = 10_000;
/** Unlimited and without a waiting period: every request is accepted, so each one writes. */
const COVERAGE = 'suporte-online';

/**
 * POST /api/atendimentos (the write path: a lock on the subscription, the idempotency check, the
 * insert with its protocol, its history row and its notification, in one transaction) with 10,000
 * requests already stored, against a bare node:http server answering the same bytes.
 */
export async function measureServiceRequests(): Promise<MeasureResult[]> {
  const results: MeasureResult[] = [];
  for (const database of benchDatabases()) {
    const mailbox = await startMailbox();
    const server = await startProduct({ ...database.env, SMTP_URL: mailbox.smtpUrl });
    try {
      const session = await signInDemo(server.url, mailbox);
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
      const bare = await startBareServer(Buffer.from(await sample.arrayBuffer()), 'application/json; charset=utf-8');
      try {
        const { product, floor } = await alternate(
          ROUNDS,
          () => loadPosts(url, { headers, body: { coverageId: COVERAGE }, seconds: SECONDS }),
          () => load(bare.url, { seconds: SECONDS }),
        );
        results.push({
          id: `service-requests-${database.id}`,
          title: `POST /api/atendimentos on ${database.label}, ${EXISTING.toLocaleString('en')} requests stored (autocannon, 50 connections, ${ROUNDS} alternating rounds of ${SECONDS} s)`,
          figures: [
            {
              name: 'POST /api/atendimentos throughput',
              value: product.requestsPerSecond,
              unit: 'req/s',
              floor: floor.requestsPerSecond,
            },
            {
              name: 'POST /api/atendimentos throughput / bare node:http',
              value: product.requestsPerSecond / floor.requestsPerSecond,
              unit: '×',
            },
            { name: 'POST /api/atendimentos p99 latency', value: product.p99, unit: 'ms', floor: floor.p99 },
            {
              name: 'POST /api/atendimentos errors and non-2xx',
              value: product.errors,
              unit: '',
              budget: { limit: 0, kind: 'max' },
            },
          ],
          notes: [
            'One subscriber (the seeded demo) posting in parallel: every request waits for the one before on its subscription lock, the worst case for one account.',
            'Floor: a bare node:http server in a process of its own answering the same 201 bytes.',
          ],
        });
      } finally {
        await bare.close();
      }
    } finally {
      await server.stop();
      await mailbox.close();
    }
  }
  return results;
}
