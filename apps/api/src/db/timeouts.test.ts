import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '#api/lib/startup-error.js';
import { createEmptyPostgresDatabase, defaultPostgresSettings, postgresServerUrl } from '#api/test/database.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** The messages of an error and its causes. */
function chainText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' <- ');
}

async function openFailure(databaseUrl: string, connectTimeoutMs = 300): Promise<Error> {
  try {
    const handle = await openDatabase({
      ...defaultPostgresSettings(),
      databaseUrl,
      dataDir: 'memory://',
      connectTimeoutMs,
    });
    await handle.close();
  } catch (error) {
    return error as Error;
  }
  throw new Error('openDatabase should have failed');
}

describe('connecting to a PostgreSQL server', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let silentPort = 0;
  beforeAll(async () => {
    // Accepts connections and never says a word: a server that stopped answering.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the connect timeout with one clear line, password left out', async () => {
    const error = await openFailure(`postgres://app:s3cret-pw@127.0.0.1:${silentPort}/gameassist`);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe(
      `Cannot connect to the database at postgres://app@127.0.0.1:${silentPort}/gameassist: ` +
        'no answer within 300 ms (DATABASE_CONNECT_TIMEOUT_MS)',
    );
  });

  it('names a refused connection', async () => {
    // Port 1 on the loopback: nothing listens there.
    const error = await openFailure('postgres://app:s3cret-pw@127.0.0.1:1/gameassist?sslmode=disable');
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(
      /^Cannot connect to the database at postgres:\/\/app@127\.0\.0\.1:1\/gameassist: .*ECONNREFUSED/,
    );
    expect(error.message).not.toContain('s3cret-pw');
    expect(error.message).not.toContain('\n');
  });
});

// Always run: these are PostgreSQL's own timeouts (DATABASE_URL or the local server, as .ci/run starts it).
describe('on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let defaults: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(await postgresServerUrl());
    const settings = defaultPostgresSettings();
    handle = await openDatabase({
      ...settings,
      databaseUrl: database.url,
      dataDir: 'memory://',
      statementTimeoutMs: 200,
    });
    defaults = await openDatabase({ ...settings, databaseUrl: database.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
    await defaults?.close();
    await database?.drop();
  });

  it('has the server cancel a statement that runs past the statement timeout', async () => {
    let caught: unknown;
    try {
      await handle.db.execute(sql`select pg_sleep(30)`);
    } catch (error) {
      caught = error;
    }
    // 57014: query_canceled, "canceling statement due to statement timeout".
    expect((caught as { cause?: { code?: string } }).cause?.code).toBe('57014');
    // The pool is still usable afterwards.
    expect(await handle.ping()).toBe(true);
  });

  it('applies the configured default statement timeout (10 s) unless told otherwise', async () => {
    const result = (await defaults.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(result.rows[0]?.statement_timeout).toBe('10s');
  });

  it('lets a request wait for a busy pool rather than failing it after the connect timeout', async () => {
    const single = await openDatabase({
      ...defaultPostgresSettings(),
      databaseUrl: database.url,
      dataDir: 'memory://',
      poolSize: 1,
      connectTimeoutMs: 100,
    });
    try {
      // The only connection is busy for longer than the connect timeout; the second query queues.
      const [slow, queued] = await Promise.allSettled([
        single.db.execute(sql`select pg_sleep(0.5)`),
        single.db.execute(sql`select 1 as one`),
      ]);
      expect(slow.status).toBe('fulfilled');
      expect(queued.status).toBe('fulfilled');
    } finally {
      await single.close();
    }
  });

  it('fails a query, instead of hanging it, when the server stops answering new connections', async () => {
    // A TCP relay to the real server that can turn silent: it then accepts and never answers.
    const target = new URL(database.url);
    const relayed: Socket[] = [];
    let silent = false;
    const relay = createServer((client) => {
      relayed.push(client);
      if (silent) return;
      const upstream = connect(Number(target.port || 5432), target.hostname);
      relayed.push(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const url = new URL(database.url);
    url.host = `127.0.0.1:${(relay.address() as { port: number }).port}`;
    const relayedDb = await openDatabase({
      ...defaultPostgresSettings(),
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      connectTimeoutMs: 300,
    });
    try {
      expect(await relayedDb.ping()).toBe(true);
      // The server "goes away": every open connection drops, new ones get no answer.
      silent = true;
      for (const socket of relayed.splice(0)) socket.destroy();
      // A query may first meet the pool's dropped connection ("terminated"); the next one must open
      // a new connection, and that must give up after the connect timeout rather than wait forever.
      let failure = '';
      for (let attempt = 0; attempt < 3 && !/timeout/i.test(failure); attempt += 1) {
        failure = await relayedDb.db.execute(sql`select 1`).then(
          () => 'answered',
          (error: unknown) => chainText(error),
        );
      }
      expect(failure).toMatch(/timeout/i);
    } finally {
      await relayedDb.close().catch(() => undefined);
      for (const socket of relayed) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
