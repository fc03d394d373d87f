import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WEB_CONNECT_SOURCES_FILE } from '@game-assist/contracts';
import { describe, expect, it } from 'vitest';
import { connectSources } from './security-headers.js';
import { appPerTest, cspDirectives } from './security-headers.test-support.js';

const apps = appPerTest();

/** A web build's output folder holding only the connect-sources file the build writes. */
async function buildWith(origins: unknown[]): Promise<string> {
  const dir = await apps.webDist();
  await writeFile(path.join(dir, WEB_CONNECT_SOURCES_FILE), JSON.stringify(origins));
  return dir;
}

/** The directives of the CSP a page of the web app carries, by name. */
async function cspWith(env: Record<string, string> = {}): Promise<Map<string, string[]>> {
  const ctx = await apps.start(env);
  const response = await ctx.app.inject({ method: 'GET', url: '/' });
  return cspDirectives(response.headers['content-security-policy']);
}

describe('Content-Security-Policy connect-src', () => {
  it("is the app's own origin only when no third party is configured", async () => {
    const csp = await cspWith();
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The social embeds affiliate-bio.tsx builds, and nothing else, may be framed.
    expect(csp.get('frame-src')).toEqual(['https://www.instagram.com', 'https://www.tiktok.com']);
  });

  it("adds exactly the origins the served web build recorded (the build's own values, not the server's)", async () => {
    const dist = await buildWith([
      'https://geo.example.com',
      'https://api.example.com:8443',
      'https://geo.example.com',
    ]);
    const csp = await cspWith({ WEB_DIST_DIR: dist });
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://geo.example.com', 'https://api.example.com:8443']);
  });

  it('ignores anything in that file that is not an http(s) origin', async () => {
    const dist = await buildWith(['javascript:alert(1)', 'https://geo.example.com/path', 42, 'https://ok.example.com']);
    expect(connectSources(dist)).toEqual(["'self'", 'https://ok.example.com']);
    await writeFile(path.join(dist, WEB_CONNECT_SOURCES_FILE), 'not json');
    expect(connectSources(dist)).toEqual(["'self'"]);
  });
});
