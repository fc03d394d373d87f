import { Writable } from 'node:stream';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pino from 'pino';
import { WEB_INLINE_STYLES_FILE, webPaths } from '@game-assist/contracts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logging.js';
import { appPerTest, cspDirectives } from '#api/plugins/security-headers.test-support.js';

/** The small points of issue 20, each on a real app. */
const apps = appPerTest();

describe('Content-Security-Policy', () => {
  it("never allows 'unsafe-inline', and allows the prerendered pages' inline sheets by their hashes", async () => {
    const dist = await apps.webDist();
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    await writeFile(path.join(dist, WEB_INLINE_STYLES_FILE), JSON.stringify([hash, "'unsafe-inline'", 'x']));
    const ctx = await apps.start({ WEB_DIST_DIR: dist });
    for (const url of ['/', webPaths.signIn, '/nao-existe', '/api/health', '/api/docs']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const header = String(response.headers['content-security-policy']);
      expect(header, url).not.toContain('unsafe-inline');
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(cspDirectives(page.headers['content-security-policy']).get('style-src')).toEqual(["'self'", hash]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on pages and API answers when the public origin is https, and not otherwise', async () => {
    const ctx = await apps.start({ PUBLIC_URL: 'https://app.exemplo.com.br' });
    for (const url of ['/', '/api/health', '/api/nao-existe']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const http = await apps.start({ PUBLIC_URL: 'http://localhost:3000' });
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request logs', () => {
  it('keep which query parameters came, never their values', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const ctx = await apps.start({}, { logger: createLogger('info', sink) as unknown as pino.Logger });
    await ctx.app.inject({ method: 'GET', url: '/?code=SEGREDO123&affiliate=ana%40exemplo.com.br' });
    const log = lines.join('');
    expect(log).toContain('code=redacted&affiliate=redacted');
    expect(log).not.toContain('SEGREDO123');
    expect(log).not.toContain('ana%40exemplo');
  });
});

describe('one JSON shape for every 4xx, never echoing the request', () => {
  it('answers a too-long path parameter (414) and a malformed escape (400) like any other error', async () => {
    const ctx = await apps.start();
    const long = `/api/affiliates/${'a'.repeat(300)}`;
    const tooLong = await ctx.app.inject({ method: 'GET', url: long });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'Endereço longo demais.' });
    expect(tooLong.body).not.toContain('aaaa');
    expect(tooLong.headers['x-content-type-options']).toBe('nosniff');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/%ZZsegredo' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Endereço inválido.' });
    expect(malformed.body).not.toContain('segredo');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe-segredo' });
    expect(Object.keys(missing.json() as object).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(missing.body).not.toContain('segredo');
  });
});

describe('the API check on the path as the router sees it', () => {
  it('gives /%61pi/health the API headers, not the pages', async () => {
    const ctx = await apps.start();
    const encoded = await ctx.app.inject({ method: 'GET', url: '/%61pi/health' });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(encoded.headers['permissions-policy']).toBeUndefined();
  });
});
