import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { median } from './types.js';

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  meanLatency: number;
  errors: number;
  non2xx: number;
}

function assertLoopback(url: string): void {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`refusing to load-test a non-loopback address: ${url}`);
}

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
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    meanLatency: result.latency.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const WRK = process.env.WRK_PATH ?? 'wrk';

/**
 * One bounded load run on loopback by wrk (Debian package `wrk`), a load generator in C in a
 * process of its own. For multi-megabyte answers: autocannon parses every body in JavaScript
 * (http-parser-js) in the bench's own process, and at 2.7 MB that parsing, not the server,
 * set the pace (a bare server measured 133 x slower for 100 x the bytes under autocannon, 31 x
 * under wrk).
 */
export async function loadWithWrk(url: string, options: { seconds: number; connections: number }): Promise<LoadResult> {
  assertLoopback(url);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, `--timeout`, '10s', url];
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
    p99: NaN,
    meanLatency: NaN,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

/** A bare node:http server answering every request with the same bytes: the API's physical floor. */
export async function startBareServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Alternating rounds (product, floor, product, floor, ...), compared by their medians. */
export async function alternate(rounds: number, product: () => Promise<LoadResult>, floor: () => Promise<LoadResult>) {
  const productRuns: LoadResult[] = [];
  const floorRuns: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    productRuns.push(await product());
    floorRuns.push(await floor());
  }
  const summarise = (runs: LoadResult[]) => ({
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  });
  return { product: summarise(productRuns), floor: summarise(floorRuns) };
}
