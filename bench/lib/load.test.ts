import { describe, expect, it } from 'vitest';
import { describeFailures, loadFigures, medianRoundP99Ratio, wrkLatency, type LoadResult, type Round } from './load.js';

/** What wrk 4.1 prints with --latency (Debian's package). */
const WRK_OUTPUT = `Running 8s test @ http://127.0.0.1:4000/api/coberturas
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   812.00us    0.98ms  14.01ms   87.79%
    Req/Sec     1.00k    45.96     1.06k    81.82%
  Latency Distribution
     50%    1.96ms
     75%    2.31ms
     90%    2.66ms
     99%    1.02s
  1092 requests in 1.10s, 2.25MB read
Requests/sec:    992.65
`;

describe('wrkLatency', () => {
  it('reads wrk’s mean and 99th percentile in ms, whatever unit it printed', () => {
    const latency = wrkLatency(WRK_OUTPUT);
    expect(latency.meanLatency).toBeCloseTo(0.812);
    expect(latency.p99).toBe(1020);
    expect(wrkLatency(WRK_OUTPUT.replace('99%    1.02s', '99%    4.95ms')).p99).toBe(4.95);
  });

  it('refuses output without the figures instead of reading nothing as a number', () => {
    expect(() => wrkLatency('Requests/sec: 10')).toThrow(/wrk printed no/);
    expect(() => wrkLatency(WRK_OUTPUT.replace(/ {5}99%.*\n/, ''))).toThrow(/wrk printed no/);
  });
});

describe('describeFailures', () => {
  it('names each kind of failure with its count, leaving out the empty ones', () => {
    expect(describeFailures({ '503': 12, timeout: 3, '500': 0 })).toBe('503 ×12, timeout ×3');
    expect(describeFailures({})).toBe('none');
    expect(describeFailures(undefined)).toBe('none');
  });
});

describe('medianRoundP99Ratio', () => {
  const run = (p99: number): LoadResult => ({ requestsPerSecond: 1, p99, meanLatency: 1, errors: 0, non2xx: 0 });
  const round = (product: number, floor: number): Round => ({
    product: run(product),
    floor: run(floor),
    load: { product: 1, floor: 1 },
  });

  it("takes each round's ratio, so one round's stall does not decide it", () => {
    // Medians of the sides would read 500 / 100 = 5 ×; the rounds' ratios are 1.2, 50 and 1.25.
    expect(medianRoundP99Ratio([round(120, 100), round(5_000, 100), round(500, 400)])).toBe(1.25);
  });

  it('is the ratio itself for one round, and refuses no rounds', () => {
    expect(medianRoundP99Ratio([round(300, 100)])).toBe(3);
    expect(() => medianRoundP99Ratio([])).toThrow();
  });
});

describe('loadFigures', () => {
  const side = (requestsPerSecond: number) => ({
    requestsPerSecond,
    okPerSecond: requestsPerSecond,
    p99: 5,
    errors: 0,
    failures: {},
  });
  const run = (requestsPerSecond: number): LoadResult => ({
    requestsPerSecond,
    p99: 5,
    meanLatency: 1,
    errors: 0,
    non2xx: 0,
  });
  const rounds: Round[] = [
    { product: run(20_000), floor: run(24_000), load: { product: 1, floor: 1 } },
    { product: run(24_000), floor: run(33_000), load: { product: 1, floor: 1 } },
    { product: run(30_000), floor: run(32_000), load: { product: 1, floor: 1 } },
  ];
  const ratioOf = (figures: ReturnType<typeof loadFigures>) => figures.find((f) => f.name.includes('/ bare'))!;

  it("reads the throughput ratio from the rounds' own ratios when given them, and budgets it", () => {
    // Sides' medians: 24,000 ÷ 32,000 = 0.75; the rounds' ratios 0.83, 0.73 and 0.94.
    const figure = ratioOf(loadFigures('GET /x', side(24_000), side(32_000), { ratio: 0.8, rounds }));
    expect(figure.value).toBeCloseTo(20_000 / 24_000);
    expect(figure.name).toBe("GET /x throughput / bare node:http (median of the rounds' ratios)");
    expect(figure.budget).toEqual({ limit: 0.8, kind: 'min' });
  });

  it("reads it from the sides' medians without the rounds", () => {
    expect(ratioOf(loadFigures('GET /x', side(24_000), side(32_000))).value).toBe(0.75);
  });
});
