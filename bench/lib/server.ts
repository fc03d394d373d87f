import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built product (API + SPA) on a free loopback port with a fresh data directory. */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // A caller that prepared its own data directory (DATA_DIR) keeps and removes it itself.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bench-data-')));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A production start needs a mail server; measures that mail pass their own (SMTP_URL).
      SMTP_URL: 'smtp://127.0.0.1:9',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTP_IP_LIMIT_PER_HOUR: '100000',
      AUTH_IP_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('product server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The databases the API measures run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function benchDatabases(): { label: string; id: 'pglite' | 'postgres'; env: Record<string, string> }[] {
  const databases: ReturnType<typeof benchDatabases> = [
    { label: 'embedded PGlite', id: 'pglite', env: { DATABASE_URL: '' } },
  ];
  if (process.env.DATABASE_URL)
    databases.push({ label: 'PostgreSQL', id: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });
  return databases;
}
