import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type SpawnedServer } from './test/server-process.js';

/**
 * `npm start` without SMTP_URL, as on a fresh machine: the sign-in code reaches the person
 * through the local mailbox (DATA_DIR/mailbox), and never the server's output. Runs the real
 * server (src/server.ts through tsx) on the embedded database.
 */
const EMAIL = 'mailbox@exemplo.com.br';
let dataDir: string;
let server: SpawnedServer;
let url: string;

async function post(route: string, body: unknown) {
  return fetch(`${url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in 30 s: ${server.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ga-mailbox-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawnServer({ PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
  await waitFor('start', async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined));
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local mailbox, without SMTP_URL', () => {
  it('delivers the sign-in code there, and the code signs in; the output never holds it', async () => {
    const signUp = await post('/singup', {
      email: EMAIL,
      password: 'Segura#2026',
      firstName: 'Ana',
      lastName: 'Souza',
    });
    expect(signUp.status).toBe(201);
    expect((await post('/auth/request-otp', { identifier: EMAIL, type: 'email' })).status).toBe(201);

    const mailbox = path.join(dataDir, 'mailbox');
    const [file] = await waitFor('delivery', async () => {
      const files = await readdir(mailbox);
      return files.length > 0 ? files : undefined;
    });
    const message = await readFile(path.join(mailbox, file!), 'utf8');
    expect(message).toMatch(new RegExp(`^To: ${EMAIL.replace('.', '\\.')}$`, 'm'));
    const code = message.match(/: (\d{6})$/m)?.[1];
    expect(code).toBeDefined();

    const verify = await post('/auth/verify-otp', { identifier: EMAIL, type: 'email', otp: code });
    expect(verify.status).toBe(201);
    expect(await verify.json()).toHaveProperty('access_token');

    const output = server.stdout + server.stderr;
    expect(output).toContain('local mailbox');
    expect(output).toContain(mailbox);
    expect(output).not.toContain(code);
  });
});
