import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@game-assist/contracts';

/** The statuses a service or route answers on purpose; anything else is the error handler's to word. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/**
 * An error thrown on purpose: its message is safe to show. Services throw it without knowing
 * Fastify; the error handler plugin turns it into the API's one error shape (`errorBody`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: HttpErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body of every error answer (`ApiError` in the contracts). */
export function errorBody(statusCode: number, message: string, fieldErrors?: ApiError['fieldErrors']): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
