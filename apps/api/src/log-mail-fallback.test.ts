import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.js';

/**
 * `npm start` without SMTP_URL, as on a fresh machine: the server warns that no mail server is
 * configured and writes each e-mail to its log (DESIGN.md, Auth), so a person can sign in with
 * the code found there. Runs the real server (src/server.ts through tsx) on the embedded database.
 */
const EMAIL = 'sem-smtp@exemplo.com.br';
let dataDir: string;
let server: ServerProcess;

function post(route: string, body: unknown) {
  return fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ga-log-mail-'));
  server = await startServerProcess({ LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('mail without SMTP_URL', () => {
  it('warns at start, writes the code to the log, and that code signs the person in', async () => {
    expect(server.stdout).toContain('SMTP_URL is not set');
    const signUp = await post('/singup', {
      email: EMAIL,
      password: 'Segura#2026',
      firstName: 'Ana',
      lastName: 'Souza',
    });
    expect(signUp.status).toBe(201);
    expect((await post('/auth/request-otp', { identifier: EMAIL, type: 'email' })).status).toBe(201);

    // The outbox sends after the request's commit, off the request path.
    const mailed = () => server.stdout.match(/código de acesso é: (\d{6})/)?.[1];
    for (const deadline = Date.now() + 30_000; !mailed() && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const code = mailed();
    expect(code, 'the sign-in e-mail in the log').toMatch(/^\d{6}$/);
    const verify = await post('/auth/verify-otp', { identifier: EMAIL, type: 'email', otp: code });
    expect(verify.status).toBe(201);
    expect(await verify.json()).toHaveProperty('access_token');
  });
});
