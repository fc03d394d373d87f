import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { median, type Figure } from './types.js';

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  meanLatency: number;
  errors: number;
  non2xx: number;
  /** Answers 2xx per second: what was served, not refused or shed (autocannon runs only). */
  okPerSecond?: number;
  /** What was not 2xx, by status code, `timeout` or `connection error` (autocannon runs only). */
  failures?: Record<string, number>;
}

/** Adds `more`'s counts into `into`. */
function addCounts(into: Record<string, number>, more: Record<string, number> = {}): Record<string, number> {
  for (const [what, count] of Object.entries(more)) into[what] = (into[what] ?? 0) + count;
  return into;
}

/** `{ '503': 12, timeout: 3 }` as "503 ×12, timeout ×3"; "none" when empty. */
export function describeFailures(failures: Record<string, number> = {}): string {
  const entries = Object.entries(failures).filter(([, count]) => count > 0);
  return entries.length ? entries.map(([what, count]) => `${what} ×${count}`).join(', ') : 'none';
}

function assertLoopback(url: string): void {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`refusing to load-test a non-loopback address: ${url}`);
}

const summary = (result: autocannon.Result): LoadResult => {
  const failures: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count > 0) failures[status] = count;
  }
  // autocannon's `errors` counts the timeouts too.
  if (result.timeouts > 0) failures.timeout = result.timeouts;
  const cut = Math.max(0, result.errors - result.timeouts);
  if (cut > 0) failures['connection error'] = cut;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    meanLatency: result.latency.average,
    errors: result.errors,
    non2xx: result.non2xx,
    okPerSecond: result['2xx'] / result.duration,
    failures,
  };
};

/** One bounded load run on loopback only. */
export async function load(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  assertLoopback(url);
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers ?? {},
  });
  return summary(result);
}

/**
 * One bounded run of JSON POSTs on loopback, each with a new Idempotency-Key (as every tap of a
 * person's 'Enviar' is a new request), for `seconds` or until `amount` requests were sent. With
 * `each`, the requests take its header sets in turn (one per subscriber).
 */
export async function loadPosts(
  url: string,
  options: {
    headers: Record<string, string>;
    each?: readonly Record<string, string>[];
    body: unknown;
    seconds?: number;
    amount?: number;
    connections?: number;
  },
): Promise<LoadResult> {
  assertLoopback(url);
  let sent = 0;
  const next = () => (options.each?.length ? options.each[(sent += 1) % options.each.length] : undefined);
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    // A bound in time even when counting: never more than two minutes.
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { ...options.headers, 'content-type': 'application/json' },
        body: JSON.stringify(options.body),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...next(), 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  return summary(result);
}

const WRK = process.env.WRK_PATH ?? 'wrk';

/**
 * The mean and 99th-percentile latency wrk printed with `--latency` (`812.00us`, `4.95ms`,
 * `1.02s`), in ms; output without either is an error.
 */
export function wrkLatency(stdout: string): { meanLatency: number; p99: number } {
  const duration = (pattern: RegExp) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`wrk printed no ${pattern.source}:\n${stdout}`);
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  };
  return {
    meanLatency: duration(/^\s+Latency\s+([\d.]+)(us|ms|s)\s/m),
    p99: duration(/^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m),
  };
}

/**
 * One bounded load run on loopback by wrk (Debian package `wrk`), a load generator in C in a
 * process of its own. For multi-megabyte answers: autocannon parses every body in JavaScript
 * (http-parser-js) in the bench's own process, and at 2.7 MB that parsing, not the server,
 * set the pace (a bare server measured 133 x slower for 100 x the bytes under autocannon, 31 x
 * under wrk).
 */
export async function loadWithWrk(url: string, options: { seconds: number; connections: number }): Promise<LoadResult> {
  assertLoopback(url);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency', url];
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(WRK, args, { timeout: (options.seconds + 30) * 1000 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`the growth measure needs wrk (apt-get install wrk, or WRK_PATH): ${WRK} not found`);
    throw error;
  }
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const requestsPerSecond = number(/Requests\/sec:\s+([\d.]+)/);
  if (!requestsPerSecond) throw new Error(`wrk printed no throughput:\n${stdout}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond,
    ...wrkLatency(stdout),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

/**
 * The bare server's program, run by `node --input-type=module` in a process of its own (as the
 * product runs): in the bench's process it would share one thread with autocannon's client.
 */
const BARE_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BARE_BODY_FILE);
const headers = { 'Content-Type': process.env.BARE_CONTENT_TYPE, 'Content-Length': body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
process.on('SIGTERM', () => process.exit(0));
`;

/** A bare node:http server answering every request with the same bytes: the API's physical floor. */
export async function startBareServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(dir, 'body');
  await writeFile(bodyFile, body);
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    env: { ...process.env, BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One alternating round: the product's run, then the floor's, and the load average after each. */
export interface Round {
  product: LoadResult;
  floor: LoadResult;
  /** The machine's 1-minute load average as each side's run ended. */
  load: { product: number; floor: number };
}

/**
 * Alternating rounds (product, floor, product, floor, ...), compared by their medians; `rounds`
 * keeps each round's pair, for a ratio read within a round (one stall then spoils one round only).
 */
export async function alternate(rounds: number, product: () => Promise<LoadResult>, floor: () => Promise<LoadResult>) {
  const productRuns: LoadResult[] = [];
  const floorRuns: LoadResult[] = [];
  const pairs: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    productRuns.push(await product());
    const productLoad = os.loadavg()[0]!;
    floorRuns.push(await floor());
    pairs.push({
      product: productRuns.at(-1)!,
      floor: floorRuns.at(-1)!,
      load: { product: productLoad, floor: os.loadavg()[0]! },
    });
  }
  const summarise = (runs: LoadResult[]) => ({
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    okPerSecond: median(runs.map((run) => run.okPerSecond ?? run.requestsPerSecond)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    failures: runs.reduce<Record<string, number>>((all, run) => addCounts(all, run.failures), {}),
  });
  return { product: summarise(productRuns), floor: summarise(floorRuns), rounds: pairs };
}

/** The median over the rounds of the product's figure ÷ the floor's in the same round. */
export const medianRoundRatio = (rounds: readonly Round[], of: (side: LoadResult) => number): number =>
  median(rounds.map((round) => of(round.product) / of(round.floor)));

/** The median over the rounds of the product's p99 ÷ the floor's p99 in the same round. */
export const medianRoundP99Ratio = (rounds: readonly Round[]): number => medianRoundRatio(rounds, (side) => side.p99);

type Rates = Awaited<ReturnType<typeof alternate>>['product'];

/**
 * One endpoint beside its bare floor: throughput, its ratio to the floor, p99 and errors, with
 * whichever budgets the measure sets (`ratio`, `p99`; errors are always budgeted at none). Given the `rounds`, the
 * throughput ratio is the median of the rounds' own ratios (each pair ran seconds apart, so a
 * slower spell of the machine or the load generator spoils one round, not the figure); without,
 * the ratio of the sides' medians.
 */
export function loadFigures(
  name: string,
  product: Rates,
  floor: Rates,
  options: { ratio?: number; p99?: number; rounds?: readonly Round[] } = {},
): Figure[] {
  return [
    { name: `${name} throughput`, value: product.requestsPerSecond, unit: 'req/s', floor: floor.requestsPerSecond },
    {
      name: `${name} throughput / bare node:http${options.rounds ? " (median of the rounds' ratios)" : ''}`,
      value: options.rounds
        ? medianRoundRatio(options.rounds, (side) => side.requestsPerSecond)
        : product.requestsPerSecond / floor.requestsPerSecond,
      unit: '×',
      ...(options.ratio ? { budget: { limit: options.ratio, kind: 'min' as const } } : {}),
    },
    {
      name: `${name} p99 latency`,
      value: product.p99,
      unit: 'ms',
      floor: floor.p99,
      ...(options.p99 ? { budget: { limit: options.p99, kind: 'max' as const } } : {}),
    },
    { name: `${name} errors and non-2xx`, value: product.errors, unit: '', budget: { limit: 0, kind: 'max' } },
  ];
}
