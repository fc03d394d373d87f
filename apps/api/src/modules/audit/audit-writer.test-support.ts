// One process of the two-process test: `count` audited acts at once, once the file `go` exists (both
// processes ready), each holding its transaction a little after its entry as an act's other writes would.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import { recordAudit } from './service.js';

const [count = '10', tag = 'p', go] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url
    ? { databaseUrl: url, dataDir: 'memory://', poolSize: 10, connectTimeoutMs: 10_000, statementTimeoutMs: 0 }
    : { dataDir: process.env.DATA_DIR ?? 'memory://' },
);
process.stdout.write('ready\n');
while (go && !existsSync(go)) await new Promise((resolve) => setTimeout(resolve, 10));
await Promise.all(
  Array.from({ length: Number(count) }, (_, n) =>
    retryOnConflict(() =>
      database.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          {
            actor: { id: `${tag}-actor`, email: `${tag}@exemplo.com.br`, roles: ['financeiro'] },
            request: { id: `${tag}-${n}`, ip: '127.0.0.1' },
          },
          { action: 'cobranca.confirmar', target: { type: 'cobranca', id: `${tag}-${n}` }, after: { status: 'paga' } },
          new Date(),
        );
        if (url) await tx.execute(sql`select pg_sleep(0.02)`);
      }),
    ),
  ),
);
await database.close();
process.stdout.write(`wrote ${count}\n`);
