import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from './test/server-process.js';

/**
 * A server that cannot start says why in ONE line on stderr and exits 1: no JSON log line, no
 * stack trace, no password. Each case runs the real server (src/server.ts through tsx).
 */
let dataRoot: string;

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'ga-startup-'));
});
afterAll(async () => {
  await rm(dataRoot, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  stderr: string;
  stdout: string;
}

async function startServer(env: Record<string, string>): Promise<Outcome> {
  const server = spawnServer({
    PORT: '0',
    LOG_LEVEL: 'info',
    // The embedded database unless a case says otherwise (never the test run's own server).
    DATABASE_URL: '',
    JWT_SECRET: 'startup-test-jwt-secret-0123456789abcdef',
    OTP_HMAC_KEY: 'startup-test-otp-key-0123456789abcdef012',
    ...env,
  });
  // A server that did start would run forever: the test's own timeout ends it then.
  const { code } = await server.exited;
  return { code, stdout: server.stdout, stderr: server.stderr };
}

/** Exit 1, and stderr is exactly one line that matches, with no stack frame anywhere. */
function expectOneLine(outcome: Outcome, pattern: RegExp) {
  expect(outcome.code).toBe(1);
  const lines = outcome.stderr.trimEnd().split('\n');
  expect(lines, outcome.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  for (const output of [outcome.stderr, outcome.stdout]) {
    expect(output).not.toMatch(/^\s*at /m);
    expect(output).not.toContain('"stack"');
  }
}

async function freshDataDir(name: string) {
  const dir = path.join(dataRoot, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

describe('server start-up failures', () => {
  it('an unreachable DATABASE_URL: names the database, never its password', async () => {
    const outcome = await startServer({
      DATABASE_URL: 'postgres://app:s3cret-pw@127.0.0.1:1/gameassist',
      DATA_DIR: await freshDataDir('db'),
    });
    expectOneLine(
      outcome,
      /^Cannot connect to the database at postgres:\/\/app@127\.0\.0\.1:1\/gameassist: .*ECONNREFUSED/,
    );
    expect(outcome.stderr + outcome.stdout).not.toContain('s3cret-pw');
  });

  describe('a port already in use', () => {
    let taken: Server;
    let port = 0;
    beforeAll(async () => {
      taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      port = (taken.address() as { port: number }).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => taken.close(resolve));
    });

    it('names the address and the cause', async () => {
      const outcome = await startServer({ PORT: String(port), DATA_DIR: await freshDataDir('port') });
      expectOneLine(
        outcome,
        new RegExp(`^Cannot listen on 127\\.0\\.0\\.1:${port}: the port is already in use \\(EADDRINUSE\\)`),
      );
    }, 60_000); // the embedded database is created, migrated and seeded first
  });

  it('an unreadable secrets file: names the file and the cause', async () => {
    const dataDir = await freshDataDir('unreadable-secrets');
    // A directory where the file should be: unreadable even for root.
    await mkdir(path.join(dataDir, 'secrets.json'));
    const outcome = await startServer({ DATA_DIR: dataDir, JWT_SECRET: '', OTP_HMAC_KEY: '' });
    expectOneLine(outcome, /^Cannot read the secrets file .*secrets\.json: .*EISDIR/);
  });

  it('a corrupt secrets file: says what to do', async () => {
    const dataDir = await freshDataDir('corrupt-secrets');
    await writeFile(path.join(dataDir, 'secrets.json'), '{"jwtSecret": "trunc');
    const outcome = await startServer({ DATA_DIR: dataDir, JWT_SECRET: '', OTP_HMAC_KEY: '' });
    expectOneLine(outcome, /^The secrets file .*secrets\.json is not valid .*: delete it to generate new secrets/);
    // The file's content (a secret, if half-written) is not echoed.
    expect(outcome.stderr).not.toContain('trunc');
  });

  it('a bad configuration value: still one line naming the variable', async () => {
    const outcome = await startServer({ PORT: 'abc' });
    expectOneLine(outcome, /^Invalid configuration: PORT /);
  });
});
