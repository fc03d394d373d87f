import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

/**
 * Property-based bad input over every endpoint: whatever arrives, the API answers 2xx or
 * 4xx with a JSON body and no stack trace, and stays healthy.
 */
let ctx: TestContext;
let token: string;
const CASES = 1000;

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1000000', AUTH_IP_LIMIT_PER_HOUR: '1000000' });
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/api/singup',
    payload: { email: 'fuzz@exemplo.com.br', password: 'Segura#2026', firstName: 'Fuzz', lastName: 'Teste' },
  });
  token = (signup.json() as { access_token: string }).access_token;
});
afterAll(async () => {
  await ctx.close();
});

const hostile = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '1; DROP TABLE accounts; --',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ minLength: 1000, maxLength: 10_000 }),
);

const weirdValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostile,
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

/** Objects shaped like the real bodies, with wrong, missing, extra and hostile fields. */
function bodyFor(fields: string[]) {
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__'), weirdValue, { maxKeys: fields.length + 2 }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(Object.fromEntries(fields.map((field) => [field, weirdValue]))),
  );
}

interface Endpoint {
  name: string;
  request: fc.Arbitrary<InjectOptions>;
}

const withBody = (method: 'POST' | 'PATCH', url: string, fields: string[], auth = false): fc.Arbitrary<InjectOptions> =>
  fc.oneof(
    bodyFor(fields).map((payload) => ({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    })),
    fc
      .tuple(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      )
      .map(([payload, contentType]) => ({ method, url, payload, headers: { 'content-type': contentType } })),
  );

const withId = (prefix: string): fc.Arbitrary<InjectOptions> =>
  hostile.map((id) => ({ method: 'GET', url: `${prefix}${encodeURIComponent(id)}` }));

const authHeader = fc.oneof(
  fc.constant(undefined),
  hostile.map((value) => `Bearer ${value}`),
  fc.string({ maxLength: 200 }),
  fc.constant('Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0.'),
);

const endpoints: Endpoint[] = [
  { name: 'POST /auth/request-otp', request: withBody('POST', '/api/auth/request-otp', ['identifier', 'type']) },
  { name: 'POST /auth/verify-otp', request: withBody('POST', '/api/auth/verify-otp', ['identifier', 'type', 'otp']) },
  { name: 'POST /singup', request: withBody('POST', '/api/singup', ['email', 'password', 'firstName', 'lastName']) },
  { name: 'POST /login', request: withBody('POST', '/api/login', ['email', 'password']) },
  { name: 'POST /refresh-token', request: withBody('POST', '/api/refresh-token', ['refreshToken']) },
  { name: 'POST /logout', request: withBody('POST', '/api/logout', ['refreshToken']) },
  {
    name: 'PATCH /assinante',
    request: withBody('PATCH', '/api/assinante', ['nome', 'telefone', 'nascimento', 'endereco'], true),
  },
  {
    name: 'GET /assinante',
    request: authHeader.map((authorization) => ({
      method: 'GET',
      url: '/api/assinante',
      headers: authorization === undefined ? {} : { authorization },
    })),
  },
  { name: 'GET /affiliates/{id}', request: withId('/api/affiliates/') },
  { name: 'GET /affiliate-links/{code}', request: withId('/api/affiliate-links/') },
  { name: 'GET /plans/{id}', request: withId('/api/plans/') },
  {
    name: 'GET catalogue with hostile query strings',
    request: fc
      .tuple(fc.constantFrom('/api/coberturas', '/api/users', '/api/addons', '/api/health'), hostile)
      .map(([url, query]) => ({ method: 'GET', url: `${url}?q=${encodeURIComponent(query)}` })),
  },
];

describe('bad input never breaks the API', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: ${CASES} cases answer 2xx/4xx JSON without stack traces`, async () => {
      await fc.assert(
        fc.asyncProperty(endpoint.request, async (request) => {
          const response = await ctx.app.inject(request);
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json() as { message?: unknown };
            expect(typeof body.message).toBe('string');
          }
          expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }),
        { numRuns: CASES },
      );
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }, 120_000);
  }
});
