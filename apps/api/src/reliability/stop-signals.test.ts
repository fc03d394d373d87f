import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#api/test/server-process.js';

/** The real server's answers to stop signals (server.ts, through close-with-grace). */
let dataDir: string | undefined;
let server: ServerProcess | undefined;

async function start(): Promise<ServerProcess> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ga-stop-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
  return server;
}

async function logged(running: ServerProcess, text: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (running.stdout.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server never logged "${text}"`);
}

afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = dataDir = undefined;
});

describe('stopping the server', () => {
  it('shuts down gracefully on one SIGINT and exits 0', async () => {
    const running = await start();
    running.child.kill('SIGINT');
    expect((await running.exited).code).toBe(0);
    expect(running.stdout).toContain('shutdown complete');
  });

  it('exits at once with 1 on a second signal while it drains (the "Ctrl-C again" escape)', async () => {
    const running = await start();
    running.child.kill('SIGTERM');
    // Draining lasts at least a second: the second signal arrives during it.
    await logged(running, 'shutting down');
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(1);
    expect(running.stdout).toContain('second stop signal while shutting down');
    expect(running.stdout).not.toContain('shutdown complete');
  });
});
