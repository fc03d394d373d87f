// Its own process (not the server's event loop); the plan, holding tokens, comes on stdin. Loops rotate tokens.
import autocannon, { type Request } from 'autocannon';

interface Session {
  access: string;
  refresh: string;
}

interface Plan {
  url: string;
  seconds: number;
  connections: number;
  /** Requests per second across all connections; 0 = as fast as possible. */
  rate: number;
  /** At least one per connection, for this run only (tokens rotate as it goes). */
  sessions: Session[];
}

interface LoopContext {
  session?: Session;
}

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const plan = JSON.parse(input) as Plan;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(plan.url)) throw new Error('load only loopback');
if (plan.sessions.length < plan.connections) throw new Error('one session per connection at least');

const free = [...plan.sessions];
const statuses: Record<string, Record<string, number>> = {};
let missingRetryAfter = 0;
/** Loops that found no free session (a session lost by a connection that never got its answer). */
let starved = 0;
/** Refreshes that rotated the session: the new refresh token replaced the old one. */
let rotated = 0;

const count = (route: string) => (status: number, headers: Record<string, string | string[]>) => {
  const byStatus = (statuses[route] ??= {});
  byStatus[status] = (byStatus[status] ?? 0) + 1;
  if ((status === 429 || status === 503) && !headers['retry-after']) missingRetryAfter += 1;
};
const catalogueReads = count('GET /api/coberturas');
const subscriberReads = count('GET /api/assinante');
const refresh = count('POST /api/refresh-token');
const otp = count('POST /api/auth/request-otp');
let otpSequence = 0;

const requests: Request[] = [
  {
    method: 'GET',
    path: '/api/coberturas',
    onResponse: (status, _body, _context, headers) => catalogueReads(status, headers as Record<string, string>),
  },
  {
    method: 'GET',
    path: '/api/assinante',
    setupRequest: (request, context) => {
      const loop = context as LoopContext;
      loop.session ??= free.pop();
      if (!loop.session) {
        starved += 1;
        // Falsy: autocannon skips the rest of this loop (counted in its `resets`).
        return undefined as unknown as Request;
      }
      return { ...request, headers: { authorization: `Bearer ${loop.session.access}` } };
    },
    onResponse: (status, _body, _context, headers) => subscriberReads(status, headers as Record<string, string>),
  },
  {
    method: 'POST',
    path: '/api/refresh-token',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request, context) => ({
      ...request,
      body: JSON.stringify({ refreshToken: (context as LoopContext).session!.refresh }),
    }),
    onResponse: (status, body, context, headers) => {
      refresh(status, headers as Record<string, string>);
      const loop = context as LoopContext;
      const session = loop.session;
      loop.session = undefined;
      if (!session) return;
      if (status === 200) {
        const next = JSON.parse(body) as { access_token: string; refresh_token: string };
        session.access = next.access_token;
        session.refresh = next.refresh_token;
        rotated += 1;
      }
      // A refused refresh (401) ends the session; one turned away (429/503) is tried again later.
      if (status !== 401) free.push(session);
    },
  },
  {
    method: 'POST',
    path: '/api/auth/request-otp',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ identifier: `soak-${otpSequence++ % 200}@exemplo.com.br`, type: 'email' }),
    }),
    onResponse: (status, _body, _context, headers) => otp(status, headers as Record<string, string>),
  },
];

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  ...(plan.rate > 0 ? { overallRate: plan.rate } : {}),
  requests,
  initialContext: {},
  timeout: 10,
});
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    achievedRate: result.requests.total / plan.seconds,
    averageRate: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    resets: result.resets ?? 0,
    starved,
    rotated,
    statuses,
    missingRetryAfter,
  })}\n`,
);
