import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { connectSources } from './security-headers.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** The directives of the CSP an answer carries, by name. */
async function cspWith(env: Record<string, string> = {}): Promise<Map<string, string[]>> {
  ctx = await createTestApp(env);
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Content-Security-Policy connect-src', () => {
  it("is the app's own origin only when no third party is configured", async () => {
    const csp = await cspWith();
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The social embeds partner-bio.tsx builds, and nothing else, may be framed.
    expect(csp.get('frame-src')).toEqual(['https://www.instagram.com', 'https://www.tiktok.com']);
  });

  it('adds the origin of the configured geolocation lookup and of an API on another origin, and only those', async () => {
    const csp = await cspWith({
      VITE_GEOLOCATION_URL: 'https://geo.example.com/json/?fields=country',
      VITE_API_BASE_URL: 'https://api.example.com:8443/api',
    });
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://geo.example.com', 'https://api.example.com:8443']);
  });

  it('adds nothing for a same-origin API path', () => {
    expect(connectSources({ VITE_API_BASE_URL: '/api', VITE_GEOLOCATION_URL: undefined })).toEqual(["'self'"]);
    expect(
      connectSources({
        VITE_API_BASE_URL: 'https://geo.example.com/api',
        VITE_GEOLOCATION_URL: 'https://geo.example.com/x',
      }),
    ).toEqual(["'self'", 'https://geo.example.com']);
  });

  it('refuses a geolocation URL that is not http(s) at start, naming the variable', async () => {
    await expect(createTestApp({ VITE_GEOLOCATION_URL: 'javascript:alert(1)' })).rejects.toThrow(
      /VITE_GEOLOCATION_URL/,
    );
  });
});
