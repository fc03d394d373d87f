import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new PostgreSQL database on `serverUrl`'s server, and how to drop it: empty, or a copy of
 * `template` (a database of that server nobody is connected to).
 */
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

/** A new, empty PostgreSQL database on `serverUrl`'s server, and how to drop it. */
export const createEmptyPostgresDatabase = (serverUrl: string) => createPostgresDatabase(serverUrl);
