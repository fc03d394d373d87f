// The services this script starts: each in a directory of its own under a per-user state folder,
// its process in a process group of its own (a terminal's Ctrl-C reaches the tests, and this
// script stops the service after them), and an owner record so a later run stops what a killed
// run left behind.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { closeSync, openSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const STATE_DIR = path.join(os.tmpdir(), `game-assist-test-services-${process.getuid?.() ?? 'user'}`);

/** A port on 127.0.0.1 nothing listens on now (the service binds it a moment later). */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Whether `pid` is still the service started in `dir` (not another process that took its pid):
 * its working directory, as its command line may be rewritten (redis-server's is).
 */
function runsIn(pid, dir) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
  } catch {
    return false;
  }
}

/** Stops and removes what runs whose owner has gone (killed, so it could not stop them) left. */
export async function sweepOrphans(log) {
  const entries = await readdir(STATE_DIR).catch(() => []);
  for (const entry of entries) {
    const dir = path.join(STATE_DIR, entry);
    const record = await readFile(path.join(dir, 'owner.json'), 'utf8')
      .then(JSON.parse)
      .catch(() => undefined);
    // A directory without its record yet is one another run is making this very moment.
    const madeAt = await stat(dir).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (record ? alive(record.owner) : Date.now() - madeAt < 60_000) continue;
    if (record?.pid && alive(record.pid) && runsIn(record.pid, dir)) {
      log(`stopping ${record.name} on port ${record.port}, left running by an ended run (${dir})`);
      process.kill(record.pid, record.stopSignal);
      for (let waited = 0; alive(record.pid) && waited < 100; waited += 1) await sleep(100);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/** A new directory for one service, recorded as owned by this process. */
export async function serviceDir(kind) {
  await mkdir(STATE_DIR, { recursive: true, mode: 0o755 });
  const dir = await mkdtemp(path.join(STATE_DIR, `${kind}-`));
  await writeRecord(dir, { owner: process.pid });
  return dir;
}

/** Written whole or not at all: a sweep running beside may read it at any moment. */
async function writeRecord(dir, record) {
  await writeFile(path.join(dir, 'owner.json.new'), JSON.stringify(record));
  await rename(path.join(dir, 'owner.json.new'), path.join(dir, 'owner.json'));
}

/**
 * Runs `command` detached, its output in `dir`/<logName>, and records it. `ready()` is polled
 * until it resolves true; the start fails when the process ends first or after `timeoutMs`.
 * Resolves to `stop()`, which sends `stopSignal`, waits for the exit and removes `dir`.
 */
export async function startDetached({
  name,
  dir,
  command,
  args,
  port,
  stopSignal,
  ready,
  uid,
  gid,
  timeoutMs = 60_000,
}) {
  const logFile = path.join(dir, `${path.basename(command)}.log`);
  const output = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: dir, detached: true, stdio: ['ignore', output, output], uid, gid });
  closeSync(output);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let ended;
  void exited.then((how) => (ended = how));
  child.unref();
  await writeRecord(dir, { owner: process.pid, pid: child.pid, name, port, stopSignal });

  const stop = async () => {
    if (ended === undefined) {
      child.kill(stopSignal);
      const forced = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(forced);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended !== undefined || Date.now() > deadline) {
      const said = await readFile(logFile, 'utf8').catch(() => '');
      await stop();
      const how = ended === undefined ? `did not answer within ${timeoutMs / 1000} s` : `exited (${ended})`;
      throw new Error(`${name} ${how}: ${said.trim().split('\n').slice(-5).join(' | ')}`);
    }
    if (await ready().catch(() => false)) return stop;
    await sleep(100);
  }
}
