import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import rootConfig from '../vitest.config.ts';
import { TEST_WORKERS } from '../vitest.workers.ts';
import { ISOLATED_TESTS } from '../apps/api/vitest.shared.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A project entry of the root config as its `test` options: inline, or read from its config file. */
async function projectTest(entry) {
  if (typeof entry !== 'string') return entry.test;
  const file = existsSync(path.join(root, entry, 'vitest.config.ts'))
    ? path.join(root, entry, 'vitest.config.ts')
    : path.join(root, entry);
  const config = (await import(pathToFileURL(file).href)).default;
  return config.test;
}

describe('vitest workers (vitest.workers.ts, decision 021)', () => {
  it('every project names its worker count: the run-wide one, or one in a later group of its own', async () => {
    const projects = rootConfig.test.projects;
    expect(projects.length).toBeGreaterThan(5);
    const counts = {};
    for (const entry of projects) {
      const test = await projectTest(entry);
      // A project left to its default gets one worker on CI's two cores, and its files run in series.
      const group = test.sequence?.groupOrder ?? 0;
      counts[test.name] = group === 0 ? test.maxWorkers : `${test.maxWorkers} in group ${group}`;
    }
    expect(counts).toMatchObject({ api: TEST_WORKERS, 'api-timing': '1 in group 1' });
    const inTheMainGroup = Object.values(counts).filter((count) => typeof count !== 'string');
    expect(
      inTheMainGroup.every((count) => count === TEST_WORKERS),
      JSON.stringify(counts),
    ).toBe(true);
    expect(TEST_WORKERS).toBeGreaterThanOrEqual(2);
  });

  it('lists in api-isolated every API test that mocks a module or fakes the timers (the api project shares one module graph per worker)', () => {
    const api = path.join(root, 'apps/api');
    const files = readdirSync(path.join(api, 'src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `src/${file.split(path.sep).join('/')}`);
    const needing = files.filter((file) =>
      /vi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal)\(/.test(readFileSync(path.join(api, file), 'utf8')),
    );
    expect(needing.length).toBeGreaterThan(0);
    expect([...ISOLATED_TESTS].sort()).toEqual(needing.sort());
  });
});
