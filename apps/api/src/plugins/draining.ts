import fp from 'fastify-plugin';
import { sendUnavailable } from '#api/lib/unavailable.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** First step of a graceful shutdown: answer new requests 503 while in-flight ones finish. */
    startDraining(): void;
  }
}

/** While draining, new requests get 503 with Retry-After and idle connections close; after the security headers. */
export const draining = fp(
  async (app) => {
    let closing = false;
    let drains = false;
    app.decorate('startDraining', () => {
      drains = true;
    });
    app.addHook('preClose', async () => {
      closing = true;
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 1000);
      sweeper.unref();
      app.server.once('close', () => clearInterval(sweeper));
    });
    // Synchronous hooks: an async one costs a promise per request (docs/benchmarks.md).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing || drains) reply.header('Connection', 'close');
      done(null, payload);
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!drains && !closing) return done();
      sendUnavailable(request, reply, 'O servidor está reiniciando. Tente novamente em instantes.', 5);
    });
  },
  { name: 'draining', fastify: '5.x' },
);
