import type { FastifyBaseLogger, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { errorBody } from './lib/http-errors.js';
import { withLogSerializers } from './lib/logging.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { API_HEADERS } from './plugins/security-headers.js';

/** Fastify's own options: logging, proxies, limits and timeouts, and how it refuses a bad URL. */
export function serverOptions(config: Config, given?: FastifyBaseLogger): FastifyServerOptions {
  const logger = given && withLogSerializers(given);
  return {
    ...(logger ? { loggerInstance: logger, childLoggerFactory: lazyRequestLogger } : { logger: false }),
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 64 * 1024,
    // plugins/draining.ts answers instead, with Retry-After.
    return503OnClosing: false,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: false,
    keepAliveTimeout: 5_000,
    // Refusals before any hook runs get the one error shape, and never the URL back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const answer = reply as unknown as FastifyReply;
      for (const [name, value] of API_HEADERS) void answer.header(name, value);
      void answer
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(errorBody(status, status === 414 ? 'Endereço longo demais.' : 'Endereço inválido.'));
    },
  };
}
