import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, stopProcess, waitUntilHealthy, type SpawnedProcess } from '@game-assist/test-support';

const root = path.resolve(import.meta.dirname, '../..');

export interface OwnServerOptions {
  /** Names the data folder, for whoever reads /tmp after a failure. */
  readonly name: string;
  /** PostgreSQL of the server's own; without it, PGlite in its data folder. */
  readonly databaseUrl?: string;
  /** `localhost` where the browser must see a site name (WebAuthn refuses an IP address). */
  readonly host?: '127.0.0.1' | 'localhost';
  readonly nodeEnv?: 'production' | 'test';
  /** Added to (or replacing) the defaults below. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface OwnServer {
  /** What the browser opens (PUBLIC_URL). */
  readonly baseUrl: string;
  /** The same server at 127.0.0.1, for the test's own API calls. */
  readonly apiUrl: string;
  readonly restart: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * The built product (scripts/serve.mjs) started by one spec for itself, when the run's shared
 * server cannot do: its own environment (push service, operators, a site name) or a restart.
 * It sends mail to the run's SMTP capture, so the mailbox helpers read its codes.
 */
export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `e2e-${options.name}-`));
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const apiUrl = `http://127.0.0.1:${port}`;
  let app: SpawnedProcess | undefined;
  const start = async () => {
    app = spawnNode([path.join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl ?? '',
        NODE_ENV: options.nodeEnv ?? 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: process.env.E2E_SMTP_URL ?? '',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        OTP_IP_LIMIT_PER_HOUR: '1000',
        AUTH_IP_LIMIT_PER_HOUR: '1000',
        PIX_KEY: 'financeiro@exemplo.com.br',
        ...options.env,
      },
      stdout: 'inherit',
      stderr: 'inherit',
    });
    // A cold start of the built product on a busy machine takes its time.
    await waitUntilHealthy(`${apiUrl}/api/health`, app, { intervalMs: 200, timeoutMs: 150_000 });
  };
  const stop = async () => {
    if (app) await stopProcess(app);
    app = undefined;
  };
  try {
    await start();
  } catch (error) {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    apiUrl,
    restart: async () => {
      await stop();
      await start();
    },
    close: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
