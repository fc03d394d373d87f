import { STATUS_CODES } from 'node:http';
import type { ApiError, ApiErrorReason } from '@game-assist/contracts';

/** The statuses a service or route answers on purpose; anything else is the error handler's to word. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

export interface HttpErrorOptions {
  headers?: Record<string, string>;
  /** Said in the body for a screen that acts on it (`ApiErrorReason`). */
  reason?: ApiErrorReason;
  /** More of the body, as the route's refusal schema declares it (`availableFrom`, `status`, …). */
  fields?: Record<string, unknown>;
}

/** The one way to refuse (decision 027): thrown, its message safe to show; the error handler answers `errorBody`. */
export class HttpError extends Error {
  readonly headers: Record<string, string>;
  readonly reason: ApiErrorReason | undefined;
  readonly fields: Record<string, unknown>;

  constructor(
    readonly statusCode: HttpErrorStatus,
    message: string,
    { headers = {}, reason, fields = {} }: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.headers = headers;
    this.reason = reason;
    this.fields = fields;
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
