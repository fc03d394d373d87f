import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { WEB_BOOT_SCRIPT_HASH, WEB_KEPT_PAGE_SCRIPT_HASH } from './security-headers.js';

let ctx: TestContext;
let dist: string;
const ASSET = `console.log(${JSON.stringify('compressible '.repeat(100))})`;
const SIGN_IN = '<div id="root"><main>sign-in</main></div>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><div id="root"></div></html>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), ASSET);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(path.join(dist, 'prerendered', 'index.html'), '<div id="root"><main>onboarding</main></div>');
  await writeFile(path.join(dist, 'prerendered', 'index.affiliate.html'), '<div id="root"><main>partner</main></div>');
  await writeFile(path.join(dist, 'prerendered', 'SignIn.html'), SIGN_IN);
  // The build's compressed copies (apps/web/scripts/compress.mjs): both for the asset, Brotli only for the page.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(dist, 'prerendered', 'SignIn.html.br'), brotliCompressSync(SIGN_IN));
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers front-end routes with index.html (history fallback)', async () => {
    for (const url of [webPaths.signUp, `${webPaths.tabNavigator}?x=1`, '/no/such/page', '/signin']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // The shell's kept-page script runs (decision 016), and the boot script on prerendered pages.
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' ${WEB_BOOT_SCRIPT_HASH} ${WEB_KEPT_PAGE_SCRIPT_HASH};`,
      );
    }
  });

  it('answers the prerendered landing screens with their own HTML', async () => {
    const expected: Record<string, string> = {
      '/': 'onboarding',
      '/?utm_source=x': 'onboarding',
      '/?affiliate=a1&code=c1': 'partner',
      [webPaths.signIn]: 'sign-in',
      [`${webPaths.signIn}?next=1`]: 'sign-in',
    };
    for (const [url, text] of Object.entries(expected)) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<main>${text}</main>`);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    }
    expect((await ctx.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('sends a natively posted prerendered form back to its page, never reading what was typed', async () => {
    for (const url of [webPaths.signIn, '/?affiliate=a1']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=pessoa%40exemplo.com.br',
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe(url);
      expect(response.body).not.toContain('exemplo');
    }
    // Without a body, or with a multipart one, the answer is the same.
    const bare = await ctx.app.inject({ method: 'POST', url: webPaths.signIn });
    expect(bare.statusCode).toBe(303);
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: webPaths.signIn,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x='.padEnd(20 * 1024, 'x'),
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not fall back for missing files or API paths', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    expect((await ctx.app.inject({ method: 'POST', url: webPaths.signUp })).statusCode).toBe(404);
  });

  it("sends the build's compressed copies to browsers that accept them, and the file itself to others", async () => {
    const get = (url: string, acceptEncoding?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const identity = await get('/assets/index-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toBe('Accept-Encoding');
    expect(identity.body).toBe(ASSET);

    // A prerendered page too; with no gzip copy, a gzip-only client gets the page itself.
    const page = await get(webPaths.signIn, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(SIGN_IN);
    const gzipOnly = await get(webPaths.signIn, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body).toBe(SIGN_IN);
  });
});
