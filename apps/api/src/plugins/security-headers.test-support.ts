import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createTestApp, type TestAppOptions, type TestContext } from '#api/test/app.js';

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** For tests starting an app with its own settings and web build folder; each test's app and folders go after. */
export function appPerTest() {
  let ctx: TestContext | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return {
    async start(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
      await ctx?.close();
      ctx = await createTestApp(env, options);
      return ctx;
    },
    /** An empty web build folder the test fills. */
    async webDist(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
      dirs.push(dir);
      return dir;
    },
  };
}
