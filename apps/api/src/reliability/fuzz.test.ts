import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

/**
 * Property-based bad input over every endpoint, each with its own 1,000 cases: whatever
 * arrives, the API answers 2xx or 4xx (4xx with a JSON message), never a stack trace, and
 * stays healthy. Path ids and static paths go over a real socket, byte for byte as written
 * (`../`, `%2e%2e%2f`, `%00` are not normalised or escaped on the way), and the web app is
 * served from a real directory that has secrets next to it: none may ever be served.
 */
let ctx: TestContext;
let token: string;
let port: number;
let root: string;
const CASES = 1000;
/** "10 kB strings": at least this many characters (so at least this many bytes). */
const BIG = 10_240;
const SECRET = `SEGREDO-${randomBytes(8).toString('hex')}`;
/** The files of the temporary web build: the only bodies a static 200 may carry. */
const WEB_FILES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="pt-BR"><div id="root">SHELL</div></html>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg">ICON</svg>',
  'assets/app-abc123.js': 'console.log("ASSET")',
  'prerendered/index.html': '<div id="root"><main>PRERENDERED</main></div>',
};

interface Tally {
  cases: number;
  /** Cases whose URL, a header or the body held at least BIG characters. */
  big: number;
  statuses: Record<number, number>;
}
const tallies = new Map<string, Tally>();

beforeAll(async () => {
  // root/dist is the web build; root/outside.txt, root/dist-evil/secret.txt (a sibling whose
  // name starts with "dist") and /etc/passwd are what traversal would reach.
  root = await mkdtemp(path.join(tmpdir(), 'fuzz-web-'));
  const dist = path.join(root, 'dist');
  for (const [file, content] of Object.entries(WEB_FILES)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  await writeFile(path.join(root, 'outside.txt'), SECRET);
  await mkdir(path.join(root, 'dist-evil'));
  await writeFile(path.join(root, 'dist-evil', 'secret.txt'), SECRET);

  ctx = await createTestApp({
    OTP_IP_LIMIT_PER_HOUR: '1000000',
    AUTH_IP_LIMIT_PER_HOUR: '1000000',
    WEB_DIST_DIR: dist,
  });
  token = (await signUpSubscriber(ctx, 'fuzz@exemplo.com.br', { firstName: 'Fuzz', lastName: 'Teste' })).access_token;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
  await rm(root, { recursive: true, force: true });
  // The figures docs/reliability.md records.
  process.stdout.write(`fuzz tallies: ${JSON.stringify(Object.fromEntries(tallies))}\n`);
});

// ---------------------------------------------------------------- values

/** Strings of at least 10 kB: random unicode, random code units (lone surrogates, controls), ASCII. */
const big = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: BIG, maxLength: BIG + 2048 }),
  fc.string({ unit: 'binary', minLength: BIG, maxLength: BIG + 2048 }),
  fc.string({ unit: 'grapheme-ascii', minLength: BIG, maxLength: BIG + 2048 }),
);

const sqlAndTraversal = fc.constantFrom(
  "' OR 1=1 --",
  "' OR '1'='1",
  '1; DROP TABLE accounts; --',
  "plan-black' UNION SELECT password_hash FROM accounts --",
  "aff-001'--",
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  'aff-001%00.json',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
);

const hostile = fc.oneof(
  { weight: 2, arbitrary: sqlAndTraversal },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 1, arbitrary: big },
);

const weirdValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostile,
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -1, 1e308, -0, 0, 2 ** 31),
  fc.bigInt().map(String),
);

/** Objects shaped like the real bodies, with wrong, missing, extra and hostile fields. */
function bodyFor(fields: string[], wellFormed?: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__', 'constructor'), weirdValue, {
      maxKeys: fields.length + 2,
    }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(Object.fromEntries(fields.map((field) => [field, weirdValue]))),
    // Right types and shapes, hostile content: these reach the service and the database.
    ...(wellFormed ? [wellFormed] : []),
  );
}

const text50 = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 50 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 50 }),
  sqlAndTraversal,
);
const email = fc.oneof(
  fc.emailAddress(),
  text50.map((local) => `${local}@exemplo.com.br`),
  fc.constant('fuzz@exemplo.com.br'),
);
const isoDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-30', '2023-02-29', '1900-13-01', '-000001-01-01'),
);

// ---------------------------------------------------------------- requests

interface Case {
  /** Injected in process (bodies, headers, query strings)... */
  inject?: InjectOptions;
  /** ...or sent over a real socket with this exact request target. */
  raw?: { path: string; headers?: Record<string, string> };
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
);

function withBody(
  method: 'POST' | 'PATCH',
  url: string,
  fields: string[],
  options: { auth?: boolean; wellFormed?: fc.Arbitrary<Record<string, unknown>> } = {},
): fc.Arbitrary<Case> {
  // The token exists only once beforeAll has run: read it when a case is generated.
  const auth = () => (options.auth ? { authorization: `Bearer ${token}` } : {});
  return fc.oneof(
    bodyFor(fields, options.wellFormed).map((payload) => ({
      inject: {
        method,
        url,
        payload: JSON.stringify(payload) ?? 'null',
        headers: { 'content-type': 'application/json', ...auth() },
      },
    })),
    // Not JSON at all (or JSON under another type), with the same credentials.
    fc
      .tuple(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), big, sqlAndTraversal), contentTypes)
      .map(([payload, contentType]) => ({
        inject: { method, url, payload, headers: { 'content-type': contentType, ...auth() } },
      })),
  );
}

const bearer = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'),
  hostile.map((value) => `Bearer ${value}`),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.constant('Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0.'),
);

/** GETs with a hostile query string and, when given, a fuzzed Authorization header. */
function withQuery(url: string, authorization?: fc.Arbitrary<string | undefined>): fc.Arbitrary<Case> {
  return fc
    .tuple(hostile, fc.oneof(sqlAndTraversal, fc.string({ maxLength: 40 })), authorization ?? fc.constant(undefined))
    .map(([query, name, auth]) => {
      const header = auth === 'valid' ? `Bearer ${token}` : auth;
      // Headers carry no control characters or code points past U+00FF: keep the rest.
      const safeHeader = header?.replace(/[^\u0020-\u007e\u0080-\u00ff]/g, '');
      return {
        inject: {
          method: 'GET',
          url: `${url}?q=${encodeURIComponent(toWellFormed(query))}&${encodeURIComponent(toWellFormed(name))}=1`,
          headers: safeHeader === undefined ? {} : { authorization: safeHeader },
        },
      };
    });
}

/** Replaces lone surrogates, which encodeURIComponent cannot encode. */
function toWellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/**
 * The request target exactly as an attacker would type it: only what cannot travel in a
 * request line at all (spaces, control characters, code points past U+00FF) is %-encoded.
 */
function onTheWire(target: string): string {
  return Array.from(toWellFormed(target), (char) =>
    /^[\u0021-\u00ff]$/.test(char) ? char : encodeURIComponent(char),
  ).join('');
}

/** Path ids: SQL, traversal, NUL, encodings, 10 kB, alone or glued to a real id. */
const rawId = fc
  .tuple(
    fc.constantFrom('', 'plan-black', 'aff-001'),
    fc.array(
      fc.oneof(
        sqlAndTraversal,
        fc.constantFrom('../', '..', '%2e%2e%2f', '%2E%2E/', '..%2f', '%00', '%', '%zz', '?', '#', ';', '/', '//'),
        fc.string({ unit: 'binary', maxLength: 24 }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([real, parts]) => real + parts.join(''));

const withId = (prefix: string): fc.Arbitrary<Case> =>
  fc
    .oneof({ weight: 9, arbitrary: rawId }, { weight: 1, arbitrary: big })
    .map((id) => ({ raw: { path: onTheWire(`${prefix}${id}`) } }));

/** Static and front-end-route paths built to climb out of the web build. */
const staticPath: fc.Arbitrary<Case> = fc
  .oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '/../outside.txt',
        '/../../../../etc/passwd',
        '/assets/../../outside.txt',
        '/assets/..%2f..%2foutside.txt',
        '/%2e%2e/outside.txt',
        '/%2e%2e%2foutside.txt',
        '/..%2foutside.txt',
        '/..%5coutside.txt',
        '/../dist-evil/secret.txt',
        '/..%2fdist-evil%2fsecret.txt',
        '/%2e%2e/dist-evil/secret.txt',
        '/assets/%2e%2e/%2e%2e/outside.txt',
        '/%252e%252e/outside.txt',
        '/..;/outside.txt',
        '/outside.txt%00.js',
        '/index.html%00',
        '/assets/app-abc123.js%00',
        '//etc/passwd',
        '/%2fetc%2fpasswd',
        '/assets//../../outside.txt',
        '/./../outside.txt',
        '/prerendered/../../outside.txt',
        '/%c0%ae%c0%ae/outside.txt',
      ),
    },
    {
      weight: 7,
      arbitrary: fc
        .tuple(
          fc.constantFrom('/', '/assets/', '//', '/./', '/%2e%2e/', '/prerendered/'),
          fc.array(
            fc.tuple(
              fc.oneof(
                fc.constantFrom(
                  '..',
                  '.',
                  '%2e%2e',
                  '%2E%2E',
                  '.%2e',
                  '%2e.',
                  '%252e%252e',
                  '....',
                  '..;',
                  '..%00',
                  '%00',
                  '%c0%ae%c0%ae',
                  '..\\..',
                  'assets',
                  'index.html',
                  'app-abc123.js',
                  'favicon.svg',
                  'prerendered',
                  'outside.txt',
                  'dist',
                  'dist-evil',
                  'secret.txt',
                  'etc',
                  'passwd',
                  '',
                ),
                fc.string({ unit: 'binary-ascii', maxLength: 12 }),
              ),
              fc.constantFrom('/', '/', '/', '%2f', '%2F', '\\', '%5c', '//', '%252f'),
            ),
            { maxLength: 8 },
          ),
          fc.constantFrom('', '', '?x=1', '%00', '%00.html', '#x', '.js', '/', '?affiliate=a'),
        )
        .map(([start, parts, end]) => start + parts.map(([segment, separator]) => segment + separator).join('') + end),
    },
    { weight: 1, arbitrary: big.map((tail) => `/assets/../${tail}`) },
  )
  .map((target) => ({ raw: { path: onTheWire(target) } }));

const endpoints: { name: string; request: fc.Arbitrary<Case>; isStatic?: boolean; signedIn?: boolean }[] = [
  {
    name: 'POST /auth/request-otp',
    request: withBody('POST', '/api/auth/request-otp', ['identifier', 'type'], {
      wellFormed: fc.record({ identifier: email, type: fc.constant('email') }),
    }),
  },
  {
    name: 'POST /auth/verify-otp',
    request: withBody('POST', '/api/auth/verify-otp', ['identifier', 'type', 'otp'], {
      wellFormed: fc.record({ identifier: email, type: fc.constant('email'), otp: fc.stringMatching(/^\d{6}$/) }),
    }),
  },
  {
    name: 'POST /singup',
    request: withBody('POST', '/api/singup', ['email', 'password', 'firstName', 'lastName'], {
      wellFormed: fc.record({
        email,
        password: text50.map((tail) => `Segura#2026${tail}`),
        firstName: text50,
        lastName: text50,
      }),
    }),
  },
  {
    name: 'POST /login',
    request: withBody('POST', '/api/login', ['email', 'password'], {
      wellFormed: fc.record({ email, password: text50 }),
    }),
  },
  {
    name: 'POST /refresh-token',
    request: withBody('POST', '/api/refresh-token', ['refreshToken'], {
      wellFormed: fc.record({ refreshToken: fc.oneof(text50, fc.base64String({ maxLength: 256 })) }),
    }),
  },
  {
    name: 'POST /logout',
    request: withBody('POST', '/api/logout', ['refreshToken'], {
      wellFormed: fc.record({ refreshToken: fc.oneof(text50, fc.base64String({ maxLength: 256 })) }),
    }),
  },
  {
    name: 'PATCH /assinante (signed in)',
    signedIn: true,
    request: withBody('PATCH', '/api/assinante', ['nome', 'telefone', 'nascimento', 'endereco'], {
      auth: true,
      wellFormed: fc.record(
        { nome: text50, telefone: text50, endereco: text50, nascimento: fc.oneof(isoDate, fc.constant(null)) },
        { requiredKeys: ['nome'] },
      ),
    }),
  },
  { name: 'GET /assinante', request: withQuery('/api/assinante', bearer) },
  { name: 'GET /users', request: withQuery('/api/users', bearer) },
  { name: 'GET /coberturas', request: withQuery('/api/coberturas') },
  { name: 'GET /addons', request: withQuery('/api/addons') },
  { name: 'GET /health', request: withQuery('/api/health') },
  { name: 'GET /affiliates/{id} (raw path)', request: withId('/api/affiliates/') },
  { name: 'GET /affiliate-links/{code} (raw path)', request: withId('/api/affiliate-links/') },
  { name: 'GET /plans/{id} (raw path)', request: withId('/api/plans/') },
  { name: 'GET static files and SPA routes (raw path)', request: staticPath, isStatic: true },
];

// ---------------------------------------------------------------- sending

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * One connection per raw request: a request line Node's parser rejects gets a 400 and the
 * socket closed (Fastify's clientError handler, without `Connection: close`), which a
 * keep-alive client would only see as a reset on its next request.
 */
function sendRaw(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: target,
        headers: { connection: 'close', ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function send(request: Case): Promise<Answer> {
  if (request.raw) return sendRaw(request.raw.path, request.raw.headers);
  const response = await ctx.app.inject(request.inject!);
  return { statusCode: response.statusCode, body: response.body };
}

function size(request: Case): number {
  if (request.raw) return request.raw.path.length;
  const { url, payload, headers } = request.inject!;
  return Math.max(
    String(url).length,
    typeof payload === 'string' ? payload.length : 0,
    ...Object.values(headers ?? {}).map((value) => String(value).length),
  );
}

const allowedStaticBodies = new Set(Object.values(WEB_FILES));

describe('bad input never breaks the API', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: ${CASES} cases answer 2xx/4xx JSON without stack traces`, async () => {
      const tally: Tally = { cases: 0, big: 0, statuses: {} };
      tallies.set(endpoint.name, tally);
      await fc.assert(
        fc.asyncProperty(endpoint.request, async (request) => {
          tally.cases += 1;
          if (size(request) >= BIG) tally.big += 1;
          const response = await send(request);
          tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = JSON.parse(response.body) as { message?: unknown };
            expect(typeof body.message).toBe('string');
          }
          expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
          // Nothing outside the web build is ever served, whatever the path.
          expect(response.body).not.toContain(SECRET);
          expect(response.body).not.toMatch(/root:.*:0:0:/);
          if (endpoint.isStatic && response.statusCode < 300) {
            expect(allowedStaticBodies.has(response.body), response.body.slice(0, 200)).toBe(true);
          }
        }),
        { numRuns: CASES },
      );
      expect(tally.cases).toBeGreaterThanOrEqual(CASES);
      // Every case carried a valid token: the bodies were judged, not turned away at the door.
      if (endpoint.signedIn) expect(tally.statuses[401] ?? 0).toBe(0);
      // 10 kB strings are really sent (fast-check's default size would stop near 2,000).
      expect(tally.big, 'cases with a 10 kB string').toBeGreaterThanOrEqual(CASES / 50);
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }, 120_000);
  }

  it('answers values PostgreSQL cannot store (U+0000, year 0000) with 400, in a sign-up and a profile update', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/singup',
      payload: { email: 'nul@exemplo.com.br', password: 'Segura#2026', firstName: 'A\u0000', lastName: 'B' },
    });
    expect(signup.statusCode, signup.body).toBe(400);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/assinante',
      payload: { nome: 'Fuzz\u0000' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(patch.statusCode, patch.body).toBe(400);
    const yearZero = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/assinante',
      payload: { nome: 'Fuzz', nascimento: '0000-01-01' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(yearZero.statusCode, yearZero.body).toBe(400);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).not.toMatchObject({ nome: 'Fuzz\u0000' });
    expect(profile.json()).not.toMatchObject({ nascimento: '0000-01-01' });
  });

  it('the static fuzz reaches the files (so a 200 check means something)', async () => {
    for (const [file, content] of Object.entries(WEB_FILES)) {
      const response = await sendRaw(`/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toBe(content);
    }
    const fallback = await sendRaw('/alguma/rota');
    expect(fallback.body).toBe(WEB_FILES['index.html']);
  });
});
