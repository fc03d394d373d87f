import { freePort, spawnNode, waitUntilHealthy, type Exit, type SpawnedProcess } from '@game-assist/test-support';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CONSOLE_MAIL_MARK } from '#api/lib/mail/mailer.js';

const API_ROOT = path.resolve(import.meta.dirname, '../..');

/** Spawns the real server (src/server.ts via tsx) in production mode on 127.0.0.1, without a web app. */
export function spawnServer(env: Record<string, string>): SpawnedProcess {
  return spawnNode(['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    // Production needs a mail server and a way to take payments.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PIX_KEY: 'financeiro@exemplo.com.br',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process has written to stdout so far (its log, at LOG_LEVEL). */
  readonly stdout: string;
  exited: Promise<Exit>;
}

/** Runs the real server on a free port, quiet and without rate limits, and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    LOG_LEVEL: 'silent',
    OTP_IP_LIMIT_PER_HOUR: '100000',
    AUTH_IP_LIMIT_PER_HOUR: '100000',
    CHECKOUT_ACCOUNT_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(`${url}/api/health`, server);
  } catch (error) {
    // Not left running (holding its data directory) after the test gave up on it.
    server.child.kill('SIGKILL');
    await server.exited;
    throw error;
  }
  return {
    url,
    child: server.child,
    exited: server.exited,
    get stdout() {
      return server.stdout;
    },
  };
}

/** The newest code a development server without SMTP_URL printed for `email`, waiting for the outbox. */
export async function codeFromLog(server: { stdout: string }, email: string, timeoutMs = 30_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const codes = server.stdout
      .split(CONSOLE_MAIL_MARK)
      .filter((message) => message.startsWith(`\nTo: ${email}\n`))
      .flatMap((message) => /código[^:\n]* é: (\d{6})/.exec(message)?.[1] ?? []);
    if (codes.length > 0) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} printed by the server`);
}
