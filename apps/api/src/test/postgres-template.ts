import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createPostgresDatabase } from '@game-assist/test-support';

/** Where the API tests' workers find the template's name and server (set by the global set-up below). */
export const POSTGRES_TEMPLATE_VARIABLE = 'API_TEST_POSTGRES_TEMPLATE';

/**
 * Global set-up: one migrated PostgreSQL template each test file's database is copied from (decision 021);
 * left unmade, silently, without a server that answers. Not seeded; packages only, as pglite-template.ts.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return undefined;
  let template: Awaited<ReturnType<typeof createPostgresDatabase>>;
  try {
    template = await createPostgresDatabase(serverUrl);
  } catch {
    return undefined;
  }
  const client = new pg.Client({ connectionString: template.url });
  try {
    await client.connect();
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve(import.meta.dirname, '../../drizzle') });
  } catch (error) {
    await client.end().catch(() => undefined);
    await template.drop().catch(() => undefined);
    throw error;
  }
  // A template must have no connection while it is copied.
  await client.end();
  process.env[POSTGRES_TEMPLATE_VARIABLE] = JSON.stringify({
    server: serverUrl,
    name: new URL(template.url).pathname.slice(1),
  });
  return () => template.drop();
}
