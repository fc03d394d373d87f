import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { spawnNode, stopProcess, waitUntilHealthy } from './server-process.js';

/** A server answering 200 on every path, that says goodbye on SIGTERM and exits 0. */
const SERVER = `
import { createServer } from 'node:http';
const server = createServer((_request, response) => response.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => { process.stdout.write('bye'); server.close(() => process.exit(0)); });
`;

describe('spawnNode, waitUntilHealthy and stopProcess', () => {
  it('start a process, wait until it answers, stop it and keep its output', async () => {
    const port = await freePort();
    const spawned = spawnNode(['--input-type=module', '-e', SERVER], {
      cwd: process.cwd(),
      env: { ...process.env, PORT: String(port) },
    });
    await waitUntilHealthy(`http://127.0.0.1:${port}/health`, spawned);
    expect(await stopProcess(spawned)).toEqual({ code: 0, signal: null });
    expect(spawned.stdout).toBe('bye');
  });

  it('fail at once, with its stderr, when the process ends before it answers', async () => {
    const spawned = spawnNode(['-e', 'process.stderr.write("cannot start"); process.exit(1)'], {
      cwd: process.cwd(),
      env: process.env,
    });
    await spawned.exited;
    await expect(waitUntilHealthy('http://127.0.0.1:9/health', spawned)).rejects.toThrow(
      'server exited with 1: cannot start',
    );
  });
});
