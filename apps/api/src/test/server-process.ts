import { CONSOLE_MAIL_MARK } from '../lib/mail/mailer.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(import.meta.dirname, '../..');

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

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything the process has written to stdout so far. */
  readonly stdout: string;
  /** Everything the process has written to stderr so far. */
  readonly stderr: string;
  /** Resolves once the process has ended and its output has been read to the end. */
  exited: Promise<Exit>;
}

/**
 * Spawns the real server (src/server.ts through tsx) as its own process, as production does:
 * production mode on 127.0.0.1 without a web app, then `env`.
 */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    // A production start needs a mail server; nothing is sent to this one unless a test mails.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process has written to stdout so far (its log, at LOG_LEVEL). */
  readonly stdout: string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<Exit>;
}

/**
 * Runs the real server on a free port, quiet (unless `env` sets LOG_LEVEL) and without rate
 * limits, and waits until it answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    LOG_LEVEL: 'silent',
    OTP_IP_LIMIT_PER_HOUR: '100000',
    AUTH_IP_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const { child, exited } = server;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${server.stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return {
          url,
          child,
          exited,
          get stdout() {
            return server.stdout;
          },
        };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s: ${server.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The newest code a development server process without SMTP_URL printed for `email` (its console
 * mail transport), waiting for the outbox to send it.
 */
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
