import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  answered,
  apiClient,
  createConfirmedAccount,
  freePort,
  payThroughTheOperator,
  spawnNode,
  stopProcess,
  TEST_PASSWORD,
  waitUntilHealthy,
  type SpawnedProcess,
} from '@game-assist/test-support';
import { test } from './fixtures';
import { waitForCode, waitForMessage } from './mailbox';
import type { TestAccount } from './sign-in';
import { newSubscriber } from './subscribe';

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

/**
 * A spec's own server at http://localhost (staff passkeys need a site name), started before its tests
 * and closed after them, with its OPERATOR_EMAILS operator, the cashier, signed up to confirm payments.
 */
export function ownServerWithCashier(name: string, cashierPrefix: string) {
  const cashier = newSubscriber(cashierPrefix, 'Olga', 'Caixa');
  let own: OwnServer | undefined;
  const started = () => {
    if (!own) throw new Error(`${name}: its own server did not start`);
    return own;
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startOwnServer({ name, host: 'localhost', nodeEnv: 'test', env: { OPERATOR_EMAILS: cashier.email } });
    await createConfirmedAccount(own.apiUrl, cashier, (email) => waitForCode(email));
  });
  test.afterAll(async () => {
    await own?.close();
  });
  const server: OwnServer = {
    get baseUrl() {
      return started().baseUrl;
    },
    get apiUrl() {
      return started().apiUrl;
    },
    restart: () => started().restart(),
    close: () => started().close(),
  };
  return { server, cashier };
}

/** `subscriber` signed up and paid (the cashier confirms the PIX), as an API client signed in. */
export async function paidSubscriberApi(server: OwnServer, cashier: TestAccount, subscriber: TestAccount) {
  await createConfirmedAccount(server.apiUrl, subscriber, (email) => waitForCode(email));
  await payThroughTheOperator(server.apiUrl, subscriber.email, cashier);
  await waitForMessage(subscriber.email, (mail) => mail.includes('Recebemos o seu pagamento'));
  const session = answered(
    'login',
    await apiClient(server.apiUrl).POST('/api/login', { body: { email: subscriber.email, password: TEST_PASSWORD } }),
  );
  return apiClient(server.apiUrl, session.access_token);
}
