import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts';
import { createTestApp, type TestContext } from './test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the API shell', () => {
  it('reports database reachability on /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Recurso não encontrado.',
    });
  });

  it('sends security headers on every answer, found, not found or refused', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400]);
    for (const response of answers) {
      // JSON is never a document: nothing may load from it, frame it, sniff it or embed it elsewhere.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("gives the web app's documents and files the pages' policies, and API answers only the API's", async () => {
    for (const url of ['/', webPaths.signIn, '/assets/none.js', '/apis', '/api-docs']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=(self)');
    }
    for (const url of ['/api', '/api?x=1', '/api/coberturas', '/api/health?full=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['permissions-policy'], url).toBeUndefined();
    }
  });

  it('turns requests away with 503 + Retry-After while the event loop is overloaded', async () => {
    const stressed = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1' });
    try {
      // Stall the event loop, then ask until under-pressure's next sample has seen the stall.
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        // busy: this is the overload
      }
      let response = await stressed.app.inject({ method: 'GET', url: '/api/health' });
      for (let tries = 0; response.statusCode !== 503 && tries < 40; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        response = await stressed.app.inject({ method: 'GET', url: '/api/health' });
      }
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('sobrecarregado') });
    } finally {
      await stressed.close();
    }
  });

  it('shows a person who opens a screen meanwhile a page in Portuguese that asks again by itself, not JSON', async () => {
    const stressed = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1' });
    const ask = () =>
      Promise.all([
        stressed.app.inject({ method: 'GET', url: '/Assinar', headers: { accept: 'text/html,application/xhtml+xml' } }),
        stressed.app.inject({ method: 'GET', url: '/api/health', headers: { accept: 'text/html' } }),
      ]);
    try {
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        // busy: this is the overload
      }
      let [page, api] = await ask();
      for (let tries = 0; page.statusCode !== 503 && tries < 40; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [page, api] = await ask();
      }
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="pt-BR">');
      expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
      expect(page.body).toContain('<p>Servidor sobrecarregado. Tente novamente em alguns segundos.</p>');
      expect(page.body).toContain('<a href="">Tentar agora</a>');
      // The API answers its callers as always, whatever they accept.
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('sobrecarregado') });
    } finally {
      await stressed.close();
    }
  });

  it('while draining before a stop, answers 503 with the same headers as any answer: a page for a person, JSON for the API', async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.startDraining();
      const [page, api] = await Promise.all([
        stopping.app.inject({ method: 'GET', url: '/Assinar', headers: { accept: 'text/html' } }),
        stopping.app.inject({ method: 'GET', url: '/api/health', headers: { accept: 'text/html' } }),
      ]);
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers.connection).toBe('close');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<p>O servidor está reiniciando. Tente novamente em instantes.</p>');
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.json()).toMatchObject({ message: 'O servidor está reiniciando. Tente novamente em instantes.' });
    } finally {
      await stopping.close();
    }
  });

  it('reports a down database as degraded with 503', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await broken.app.close();
    await broken.database.destroy().catch(() => undefined);
  });
});
