import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUpSubscriber, type TestContext } from './app.js';
import { answerChecker, type ApiDocument } from './documented-answers.js';

/** The test app checks every answer against the API document; here, that it catches what the document does not say. */
let ctx: TestContext;
let check: ReturnType<typeof answerChecker>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  check = answerChecker((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<ApiDocument>());
  token = (await signUpSubscriber(ctx, 'conferida@exemplo.com.br')).access_token;
});
afterAll(async () => {
  await ctx.close();
});

describe('the API tests’ check of every answer against /api/openapi.json', () => {
  it('passes the answers the app gives', async () => {
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    const answer = {
      method: 'GET',
      route: '/api/assinante',
      url: '/api/assinante',
      statusCode: 200,
      contentType: profile.headers['content-type'],
      body: profile.body,
    };
    expect(check(answer)).toEqual([]);
  });

  it('fails an answer with a field the document does not have', async () => {
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = JSON.stringify({ ...profile.json<object>(), cartaoDeCredito: '4111 1111 1111 1111' });
    const answer = {
      method: 'GET',
      route: '/api/assinante',
      url: '/api/assinante',
      statusCode: 200,
      contentType: 'application/json',
      body,
    };
    expect(check(answer)).toEqual([expect.stringContaining('cartaoDeCredito')]);
  });

  it('fails a status, a media type or an operation the document does not have', () => {
    const base = {
      method: 'GET',
      route: '/api/assinante',
      url: '/api/assinante',
      contentType: 'application/json',
      body: '{}',
    };
    expect(check({ ...base, statusCode: 418 })).toEqual([expect.stringContaining('status not documented')]);
    expect(check({ ...base, statusCode: 200, contentType: 'text/html' })).toEqual([
      expect.stringContaining('Content-Type text/html not documented'),
    ]);
    expect(check({ ...base, method: 'PUT', statusCode: 200 })).toEqual([
      expect.stringContaining('PUT /api/assinante is not in the API document'),
    ]);
    expect(check({ ...base, route: undefined, url: '/api/nada', statusCode: 404, body: '{"erro":"x"}' })).not.toEqual(
      [],
    );
  });

  it('makes inject reject an answer with an undocumented field, naming it', async () => {
    // A route that sends bytes it serialized itself, as the catalogue does, and says more than its schema.
    const withRoute = await createTestApp(
      {},
      {
        extraRoutes(app) {
          app.get(
            '/api/prova',
            { config: { documentedResponses: { 200: z.object({ ok: z.boolean() }) } } },
            async (_request, reply) => reply.type('application/json').send('{"ok":true,"senha":"x"}'),
          );
        },
      },
    );
    try {
      await expect(withRoute.app.inject({ method: 'GET', url: '/api/prova' })).rejects.toThrow(
        /GET \/api\/prova 200: body must NOT have additional properties \(\{"additionalProperty":"senha"\}\)/,
      );
      await expect(withRoute.app.inject({ method: 'GET', url: '/api/health' })).resolves.toMatchObject({
        statusCode: 200,
      });
    } finally {
      await withRoute.close();
    }
  });
});
