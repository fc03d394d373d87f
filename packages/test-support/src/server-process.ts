import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** What becomes of one output stream of the process: kept in memory (the default), passed to ours, or dropped. */
export type OutputMode = 'capture' | 'inherit' | 'ignore';

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout?: OutputMode;
  stderr?: OutputMode;
}

export interface SpawnedProcess {
  child: ChildProcess;
  /** Everything the process has written to a captured stdout so far ('' when not captured). */
  readonly stdout: string;
  /** The same for stderr. */
  readonly stderr: string;
  /** Resolves once the process has ended and its captured output has been read to the end. */
  exited: Promise<Exit>;
}

const stdio = (mode: OutputMode) => (mode === 'capture' ? 'pipe' : mode);

/** Runs `node <args>` (this very Node binary) as a process of its own. */
export function spawnNode(args: readonly string[], options: SpawnOptions): SpawnedProcess {
  const { stdout: stdoutMode = 'capture', stderr: stderrMode = 'capture' } = options;
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', stdio(stdoutMode), stdio(stderrMode)],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close' rather than 'exit': it waits for the pipes too, so the output is complete.
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

export interface WaitOptions {
  /** Default: 60 s, a cold start of the API on a busy machine included. */
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls `healthUrl` until 2xx; fails when the process ends first or at the timeout, with its stderr. */
export async function waitUntilHealthy(
  healthUrl: string,
  spawned: SpawnedProcess,
  { timeoutMs = 60_000, intervalMs = 100 }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const said = () => (spawned.stderr ? `: ${spawned.stderr}` : '');
  for (;;) {
    const { exitCode, signalCode } = spawned.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`server exited with ${exitCode ?? signalCode}${said()}`);
    }
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer ${healthUrl} in ${timeoutMs / 1000} s${said()}`);
    await sleep(intervalMs);
  }
}

/** Sends `signal` (SIGTERM: a graceful stop) and resolves once the process has ended. */
export async function stopProcess(spawned: SpawnedProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  const { exitCode, signalCode } = spawned.child;
  if (exitCode === null && signalCode === null) spawned.child.kill(signal);
  return spawned.exited;
}
