import { STATUS_CODES } from 'node:http';
import type { ApiError, ApiErrorReason } from '@game-assist/contracts';

/** The statuses a service or route answers on purpose; anything else is the error handler's to word. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** Thrown on purpose, its message safe to show; the error handler turns it into `errorBody`'s shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: HttpErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Said in the body for a screen that acts on it (`ApiErrorReason`). */
    readonly reason?: ApiErrorReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body of every error answer (`ApiError` in the contracts). */
export function errorBody(
  statusCode: number,
  message: string,
  { fieldErrors, reason, role }: Pick<ApiError, 'fieldErrors' | 'reason' | 'role'> = {},
): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(reason ? { reason } : {}),
    ...(role ? { role } : {}),
  };
}
