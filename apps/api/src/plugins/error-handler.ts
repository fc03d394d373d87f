import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '#api/lib/http-errors.js';

/** 4xx answers say what was wrong; 5xx are masked and logged with the request id. */
async function registerErrorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[key] ??= []).push(issue.message ?? 'invalid');
      }
      const where = error.validationContext ?? 'request';
      const summary = Object.entries(fieldErrors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      return reply.code(400).send(errorBody(400, `Invalid ${where}: ${summary}`, fieldErrors));
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      request.log.warn('overloaded: request turned away');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(errorBody(503, 'Servidor sobrecarregado. Tente novamente em alguns segundos.'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its contract');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
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
