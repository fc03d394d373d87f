import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR } from './mailbox';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
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

/** A real SMTP server: every message is written to e2e/.mail/<recipient>/<time>.eml for the tests to read. */
async function startSmtp(port: number): Promise<SMTPServer> {
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) {
          const dir = path.join(MAIL_DIR, rcpt.address.toLowerCase());
          await mkdir(dir, { recursive: true });
          await writeFile(path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function waitForHealth(baseUrl: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`server exited with ${app.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in 60 s');
}

/** Starts the real built app (API + SPA + fresh embedded database) and a real SMTP server. */
export default async function globalSetup() {
  const smtpPort = await freePort();
  const appPort = await freePort();
  const smtp = await startSmtp(smtpPort);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  // One operator per run (the address is new each run, so no old mail speaks for it).
  const operatorEmail = `operador-${Date.now()}@exemplo.com.br`;
  process.env.E2E_OPERATOR_EMAIL = operatorEmail;
  // What `npm run serve` runs: the built product, as each process of a deployment runs it.
  const app = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The origin the browser uses: member cards are issued for it (their iss).
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
      OTP_IP_LIMIT_PER_HOUR: '1000',
      AUTH_IP_LIMIT_PER_HOUR: '1000',
      OPERATOR_EMAILS: operatorEmail,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${appPort}`;
  await waitForHealth(baseUrl, app);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  };
}
