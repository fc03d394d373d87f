/**
 * A load generator run as its own process (so it does not share the server's event loop).
 * Reads its plan from argv[2] as JSON, prints one JSON summary line. Loopback only.
 */
import autocannon, { type Request } from 'autocannon';

interface Plan {
  url: string;
  seconds: number;
  connections: number;
  /** Requests per second across all connections; 0 = as fast as possible. */
  rate: number;
  tokens: { access: string; refresh: string }[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(plan.url)) throw new Error('load only loopback');

const statuses: Record<string, number> = {};
let missingRetryAfter = 0;
const count = (status: number, headers: Record<string, string | string[]>) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if ((status === 429 || status === 503) && !headers['retry-after']) missingRetryAfter += 1;
};
let n = 0;
const pick = <T>(items: T[]) => items[n++ % items.length]!;

const requests: Request[] = [
  { method: 'GET', path: '/api/coberturas', onResponse: (s, _b, _c, h) => count(s, h as Record<string, string>) },
  {
    method: 'GET',
    path: '/api/assinante',
    setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${pick(plan.tokens).access}` } }),
    onResponse: (s, _b, _c, h) => count(s, h as Record<string, string>),
  },
  {
    method: 'POST',
    path: '/api/refresh-token',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: pick(plan.tokens).refresh }) }),
    onResponse: (s, _b, _c, h) => count(s, h as Record<string, string>),
  },
  {
    method: 'POST',
    path: '/api/auth/request-otp',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ identifier: `soak-${n++ % 500}@exemplo.com.br`, type: 'email' }),
    }),
    onResponse: (s, _b, _c, h) => count(s, h as Record<string, string>),
  },
];

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  ...(plan.rate > 0 ? { overallRate: plan.rate } : {}),
  requests,
  timeout: 10,
});
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    averageRate: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets ?? 0,
    statuses,
    missingRetryAfter,
  })}\n`,
);
