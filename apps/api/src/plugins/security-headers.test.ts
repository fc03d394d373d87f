import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEB_CONNECT_SOURCES_FILE } from '@game-assist/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { connectSources } from './security-headers.js';

let ctx: TestContext | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A web build's output folder holding only the connect-sources file the build writes. */
async function buildWith(origins: unknown[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  dirs.push(dir);
  await writeFile(path.join(dir, WEB_CONNECT_SOURCES_FILE), JSON.stringify(origins));
  return dir;
}

/** The directives of the CSP a page of the web app carries, by name. */
async function cspWith(env: Record<string, string> = {}): Promise<Map<string, string[]>> {
  ctx = await createTestApp(env);
  const response = await ctx.app.inject({ method: 'GET', url: '/' });
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
