import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logging.js';
import { lazyRequestLogger } from './request-logger.js';

function appLoggingTo(lines: Record<string, unknown>[], level = 'warn') {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(level, sink);
  let children = 0;
  const child = logger.child;
  logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
    children += 1;
    return child.apply(this, args);
  } as typeof logger.child;
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger });
  return { app, logger, madeChildren: () => children };
}

describe('lazyRequestLogger', () => {
  let app: ReturnType<typeof appLoggingTo>['app'] | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('makes no child logger for a request that logs nothing at the level set', async () => {
    const lines: Record<string, unknown>[] = [];
    const built = appLoggingTo(lines);
    app = built.app;
    app.get('/quiet', async (request) => {
      request.log.info('below the level');
      return { ok: true };
    });
    await app.ready();
    const before = built.madeChildren();
    const response = await app.inject({ method: 'GET', url: '/quiet' });
    expect(response.statusCode).toBe(200);
    expect(built.madeChildren()).toBe(before);
    expect(lines).toEqual([]);
  });

  it("writes a request's lines with its request id, the logger's redaction and its own children", async () => {
    const lines: Record<string, unknown>[] = [];
    const built = appLoggingTo(lines);
    app = built.app;
    app.get('/loud', async (request) => {
      request.log.warn({ user: { password: 'hunter2' } }, 'first');
      request.log.child({ step: 'two' }).error('second');
      return { ok: true };
    });
    await app.ready();
    const before = built.madeChildren();
    const response = await app.inject({ method: 'GET', url: '/loud' });
    expect(response.statusCode).toBe(200);
    // The request's own logger, then the child it made.
    expect(built.madeChildren()).toBe(before + 2);
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first).toMatchObject({ msg: 'first', reqId: 'req-1', user: { password: '[Redacted]' } });
    expect(second).toMatchObject({ msg: 'second', reqId: 'req-1', step: 'two' });
  });

  it('gives a route with its own log level a real child at that level', async () => {
    const lines: Record<string, unknown>[] = [];
    app = appLoggingTo(lines).app;
    app.get('/verbose', { logLevel: 'debug' }, async (request) => {
      request.log.debug('detail');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/verbose' });
    expect(lines.map((line) => line.msg)).toContain('detail');
    expect(lines.find((line) => line.msg === 'detail')).toMatchObject({ reqId: 'req-1' });
  });

  it('follows a level changed after the app was built', async () => {
    const lines: Record<string, unknown>[] = [];
    const built = appLoggingTo(lines);
    app = built.app;
    app.get('/later', async (request) => {
      request.log.info('now shown');
      return { ok: true };
    });
    built.logger.level = 'info';
    await app.inject({ method: 'GET', url: '/later' });
    expect(lines.map((line) => line.msg)).toContain('now shown');
  });
});
