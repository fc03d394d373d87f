import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config.js';
import {
  BackupError,
  backupFileName,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './db/backup.js';
import { openDatabase } from './db/client.js';
import { verifyChain } from './modules/audit/index.js';

/** `npm run backup [-- --out DIR]` and `npm run restore -- FILE [--force]` (docs/operations.md). */
const USAGE = 'usage: ops.js backup [--out DIR] | ops.js restore FILE [--force] | ops.js audit-verify';

/** Paths given on the command line are the caller's: npm runs scripts from the repository's root. */
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

async function main(args: string[]): Promise<string> {
  const config = loadConfig();
  const [command, ...rest] = args;
  if (command === 'backup') {
    const outAt = rest.indexOf('--out');
    const dir = outAt >= 0 ? fromCaller(rest[outAt + 1] ?? '') : path.resolve('backups');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (config.DATABASE_URL) {
      const file = path.join(dir, backupFileName('postgres'));
      const { bytes } = await backupPostgres(config.DATABASE_URL, file);
      return `backup written: ${file} (${bytes} bytes, pg_dump custom format)`;
    }
    const file = path.join(dir, backupFileName('pglite'));
    const { bytes, via } = await backupPglite(config.DATA_DIR, file);
    return `backup written: ${file} (${bytes} bytes, from ${via})`;
  }
  if (command === 'restore' && rest[0] && !rest[0].startsWith('--')) {
    const file = fromCaller(rest[0]);
    const force = rest.includes('--force');
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, file, force);
      return `restored ${file} into the PostgreSQL database`;
    }
    const note = await restorePglite(config.DATA_DIR, file, force);
    return `restored ${file} into ${config.DATA_DIR}${note ? `; ${note}` : ''}`;
  }
  if (command === 'audit-verify') return auditVerify(config);
  throw new BackupError(USAGE);
}

/** `npm run audit:verify`: the audit chain re-computed (#66); exit 1 naming the first entry that does not match. */
async function auditVerify(config: ReturnType<typeof loadConfig>): Promise<string> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          poolSize: 1,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: 0,
        }
      : { dataDir: config.DATA_DIR },
  );
  try {
    const result = await verifyChain(database.db);
    const span = result.firstId ? `entries ${result.firstId} to ${result.lastId}` : 'no entries';
    if (result.ok) return `audit chain verified: ${result.checked} entries (${span})`;
    process.exitCode = 1;
    return `audit chain broken at entry ${result.broken?.id}: ${result.broken?.reason} (${result.checked} entries before it verified)`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (said) => process.stdout.write(`${said}\n`),
  (error: unknown) => {
    console.error(error instanceof Error && error.name !== 'Error' ? error.message : String(error));
    process.exit(1);
  },
);
