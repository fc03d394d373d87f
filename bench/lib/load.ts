import { createServer, type Server } from 'node:http';
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

/** One bounded load run on loopback only. */
export async function load(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`refusing to load-test a non-loopback address: ${url}`);
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
