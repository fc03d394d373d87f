import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '#api/lib/http-errors.js';
import { sendUnavailable } from '#api/lib/unavailable.js';

/** 4xx answers say what was wrong; 5xx are masked and logged with the request id. */
async function registerErrorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...errorBody(error.statusCode, error.message, { reason: error.reason }), ...error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[key] ??= []).push(issue.message ?? 'invalid');
      }
      // The contracts' pt-BR words, each once: a screen may show the message as it comes.
      const message = [...new Set(Object.values(fieldErrors).flat())].join(' ') || 'Confira os dados enviados.';
      return reply.code(400).send(errorBody(400, message, { fieldErrors }));
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      request.log.warn('overloaded: request turned away');
      return sendUnavailable(request, reply, 'Servidor sobrecarregado. Tente novamente em alguns segundos.', 5);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its contract');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.error({ cause: unavailable.cause }, `database unavailable: ${unavailable.reason}`);
      return reply
        .code(503)
        .header('Retry-After', String(unavailable.retryAfterSeconds))
        .send(errorBody(503, unavailable.message));
    }
    const rejected = dataExceptionCode(error);
    if (rejected) {
      // Logged by code only: the driver's message repeats the query's parameters.
      request.log.warn({ sqlState: rejected }, 'database refused the request data');
      return reply.code(400).send(errorBody(400, 'Dados inválidos: um valor não pode ser armazenado.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) request.log.info({ url: request.url }, 'rate limited');
      return reply.code(status).send(errorBody(status, clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal Server Error'));
  });
}

/** Errors of the whole database, not of the request: 503 with Retry-After, the client tries again later. */
export interface DatabaseUnavailable {
  cause: string;
  reason: string;
  message: string;
  retryAfterSeconds: number;
}

/** Network errors on the way to the database (pg reports them with Node's codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What pg says, without a code, of a connection that was cut or never opened in time. */
const CUT_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/** The database down, restarting, cut off or out of disk: SQLSTATE 08, 53, 57P0x, 57014, 58030 (docs/reliability.md). */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    const text = current instanceof Error ? current.message : '';
    if (code === '53100' || code === 'ENOSPC') {
      return {
        cause: code,
        reason: 'disk full (no space left on device), writes are refused until space is freed',
        message: 'Não foi possível salvar agora: o armazenamento do servidor está cheio. Tente novamente mais tarde.',
        retryAfterSeconds: 60,
      };
    }
    const down =
      typeof code === 'string' &&
      (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code) || code === '57014' || code === '58030');
    if (down || (typeof code === 'string' && NETWORK_CODES.has(code)) || CUT_CONNECTION.test(text)) {
      const cause = typeof code === 'string' ? code : 'connection cut';
      return {
        cause,
        reason: code === '57014' ? 'statement timeout' : 'cannot reach it or it is restarting',
        message: 'Serviço temporariamente indisponível. Tente novamente em alguns segundos.',
        retryAfterSeconds: 5,
      };
    }
  }
  return undefined;
}

/** A "data exception" (class 22: U+0000 in text, year 0000) is request data the database refuses: 400. */
function dataExceptionCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty: send a JSON object';
    default:
      return error.message;
  }
}

export const errorHandling = fp(registerErrorHandling, { name: 'error-handling', fastify: '5.x' });
