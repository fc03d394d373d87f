import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type RequestError = FetchBaseQueryError | SerializedError | undefined;

/** Numeric HTTP status of a failed call, or null when no answer came back (offline, server down). */
export function httpStatus(error: RequestError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  if (error && 'status' in error && error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

/** True when the request never got an answer. */
export function isNetworkError(error: RequestError): boolean {
  return Boolean(error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'));
}

/** The API's own message (its JSON error body), when there is one. */
export function apiMessage(error: RequestError): string | null {
  if (error && 'data' in error && typeof error.data === 'object' && error.data && 'message' in error.data) {
    const { message } = error.data as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** The Retry-After the server sent with a 429, in seconds (see transformErrorResponse of requestOtp). */
export function retryAfterSeconds(error: RequestError): number | null {
  const value = error && 'retryAfter' in error ? (error as { retryAfter: unknown }).retryAfter : null;
  const seconds = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
