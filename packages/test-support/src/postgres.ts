import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new PostgreSQL database on `serverUrl`'s server, empty or a copy of `template`, and how to drop it. */
export async function createPostgresDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ga_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const createEmptyPostgresDatabase = (serverUrl: string) => createPostgresDatabase(serverUrl);

/** The tests' PostgreSQL server: DATABASE_URL, else TEST_POSTGRES_URL (scripts/test-services.mjs); fails without one. */
export async function postgresServerUrl(): Promise<string> {
  const url = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error(
      'This test needs PostgreSQL: TEST_POSTGRES_URL is unset (scripts/test-services.mjs sets it; run the tests with `npm test`)',
    );
  }
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await probe.connect();
    return url;
  } catch (error) {
    // Host and port only: the URL may hold a password.
    throw new Error(`This test needs PostgreSQL, and nothing answers at ${hostOf(url)} (${String(error)})`);
  } finally {
    await probe.end().catch(() => undefined);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(an unparseable URL)';
  }
}
