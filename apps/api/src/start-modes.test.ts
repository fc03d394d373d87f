import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeIn, decodeQuotedPrintable, startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from './db/seed/index.js';
import { createEmptyPostgresDatabase } from './test/database.js';
import { codeFromLog, startServerProcess, type ServerProcess } from './test/server-process.js';

/**
 * The real server (src/server.ts through tsx) as `npm start` runs it on a fresh machine:
 * development, no SMTP_URL, the embedded database in a DATA_DIR an older version left readable.
 */
const EMAIL = 'sem-smtp@exemplo.com.br';
let dataDir: string;
let server: ServerProcess;

function post(route: string, body: unknown, to: { url: string } = server) {
  return fetch(`${to.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Every directory and file under `dir`, with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number; directory: boolean }[]> {
  const found = [{ path: dir, mode: (await stat(dir)).mode & 0o777, directory: true }];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await modes(target)));
    else if (entry.isFile()) found.push({ path: target, mode: (await stat(target)).mode & 0o777, directory: false });
  }
  return found;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ga-dev-start-'));
  // What an older version left: a world-readable directory and file.
  await chmod(dataDir, 0o755);
  await mkdir(path.join(dataDir, 'old'), { mode: 0o755 });
  await writeFile(path.join(dataDir, 'old', 'notes.txt'), 'x', { mode: 0o644 });
  server = await startServerProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    PIX_KEY: '',
  });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (development) without SMTP_URL', () => {
  it('warns once, prints each e-mail to the console (never to the log), and that code signs the person in', async () => {
    expect(server.stdout).toContain('SMTP_URL is not set (development)');
    // Said once: the sample PIX key, and who confirms payments.
    expect(server.stdout.split('PIX_KEY is not set (development)')).toHaveLength(2);
    expect(server.stdout).toContain('confirms payments on /Operador');
    const signUp = await post('/singup', {
      email: EMAIL,
      password: 'Segura#2026',
      firstName: 'Ana',
      lastName: 'Souza',
    });
    expect(signUp.status).toBe(201);
    const code = await codeFromLog(server, EMAIL);
    const verify = await post('/auth/verify-otp', { identifier: EMAIL, type: 'email', otp: code });
    expect(verify.status).toBe(201);
    // The printed message is not a log entry: no JSON line of the log holds the code.
    const logLines = server.stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes(code))).toBe(false);
  });

  it('seeds the demo subscriber, who signs in with the printed code', async () => {
    expect((await post('/auth/request-otp', { identifier: DEMO_EMAIL, type: 'email' })).status).toBe(201);
    const code = await codeFromLog(server, DEMO_EMAIL);
    const verify = await post('/auth/verify-otp', { identifier: DEMO_EMAIL, type: 'email', otp: code });
    expect(verify.status).toBe(201);
  });

  it('keeps DATA_DIR private: the directory and every directory in it 0700, every file 0600', async () => {
    const found = await modes(dataDir);
    expect(found.some((entry) => entry.path.endsWith('secrets.json'))).toBe(true);
    expect(found.some((entry) => entry.path.includes(`${path.sep}pglite`))).toBe(true);
    const open = found.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600));
    expect(open.map((entry) => `${entry.path} ${entry.mode.toString(8)}`).slice(0, 5)).toEqual([]);
  });
});

describe.each([
  ['SMTP_URL', { SMTP_URL: '', PIX_KEY: 'financeiro@exemplo.com.br' }, ['SMTP_URL']],
  [
    'PIX_KEY nor ASAAS_API_KEY',
    { SMTP_URL: 'smtp://127.0.0.1:9', PIX_KEY: '', ASAAS_API_KEY: '' },
    ['PIX_KEY', 'ASAAS_API_KEY'],
  ],
])('a production start without %s', (_what, settings, named) => {
  it('stops at once with one line naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ga-prod-missing-'));
    try {
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')],
        {
          env: { ...process.env, NODE_ENV: 'production', ...settings, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      for (const name of named) expect(lines[0]).toContain(name);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run serve (production)', () => {
  let production: ServerProcess;
  let smtp: SmtpCapture;
  let productionDataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    productionDataDir = await mkdtemp(path.join(tmpdir(), 'ga-production-start-'));
    postgres = process.env.DATABASE_URL ? await createEmptyPostgresDatabase(process.env.DATABASE_URL) : undefined;
    production = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: productionDataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    production?.child.kill('SIGTERM');
    await production?.exited;
    await smtp?.close();
    await postgres?.drop();
    await rm(productionDataDir, { recursive: true, force: true });
  });

  it('seeds no demo subscriber: its address is mailed as one no account uses, and no code', async () => {
    const asked = await post('/auth/request-otp', { identifier: DEMO_EMAIL, type: 'email' }, production);
    expect(asked.status).toBe(201);
    const deadline = Date.now() + 30_000;
    while (!smtp.received.some((mail) => mail.to.includes(DEMO_EMAIL)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = smtp.received.find((message) => message.to.includes(DEMO_EMAIL));
    expect(mail?.raw).toContain('Subject: Tentativa de acesso ao Game Assist');
    expect(codeIn(decodeQuotedPrintable(mail?.raw ?? ''))).toBeUndefined();
  });
});
