import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@game-assist/test-support';

/** A redis-server of the test's own: a free port, a temporary directory, nothing saved (as production runs it, decision 008). */
export interface RedisServer {
  url: string;
  port: number;
  /** Stops it: SIGTERM shuts it down cleanly, SIGKILL is a crash. Either way what it held is gone. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port, empty, once it answers PING. */
  start(): Promise<void>;
  /** Keys it holds now (DBSIZE); undefined when it does not answer. */
  size(): Promise<number | undefined>;
  destroy(): Promise<void>;
}

/** Sends one inline command over a fresh connection: the first line of the answer, or undefined. */
function ask(port: number, command: string, timeoutMs = 500): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (value: string | undefined) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const end = answer.indexOf('\r\n');
      if (end >= 0) done(answer.slice(0, end));
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chaos-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  const start = async () => {
    output = '';
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const spawnError = new Promise<Error>((resolve) => started.once('error', resolve));
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      if ((await ask(port, 'PING')) === '+PONG') return;
      if (started.exitCode !== null) break;
      const failed = await Promise.race([spawnError, sleep(20).then(() => undefined)]);
      if (failed) throw new Error(`redis-server could not start (apt-get install redis-server): ${failed.message}`);
    }
    throw new Error(`redis-server did not answer on port ${port}: ${output.trim().slice(-500)}`);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop(signal) {
      child?.kill(signal);
      await exited;
      child = undefined;
    },
    start,
    async size() {
      const answer = await ask(port, 'DBSIZE');
      return answer?.startsWith(':') ? Number(answer.slice(1)) : undefined;
    },
    async destroy() {
      child?.kill('SIGKILL');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
