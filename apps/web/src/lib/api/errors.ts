import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorReason } from '@game-assist/contracts/rules';
import { keptAs, type Answer, type AnswerName } from './contract';

/** What an RTK Query call can fail with; `unwrap()` throws it as `unknown`. */
export type RequestError = FetchBaseQueryError | SerializedError | undefined;

function asRequestError(error: unknown): RequestError {
  return typeof error === 'object' && error !== null ? (error as RequestError) : undefined;
}

/** Numeric HTTP status of a failed call, or null when no answer came back (offline, server down). */
export function httpStatus(failure: unknown): number | null {
  const error = asRequestError(failure);
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  if (error && 'status' in error && error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

export function isNetworkError(failure: unknown): boolean {
  const error = asRequestError(failure);
  return Boolean(error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'));
}

/** The JSON body of an error answer (`ApiError`), unchecked: each reader below checks its own field. */
function errorData(failure: unknown): Record<string, unknown> | null {
  const error = asRequestError(failure);
  if (!error || !('data' in error) || typeof error.data !== 'object' || error.data === null) return null;
  return error.data as Record<string, unknown>;
}

export function apiMessage(failure: unknown): string | null {
  const message = errorData(failure)?.message;
  return typeof message === 'string' ? message : null;
}

/** The error answer's body read with its contract's schema (`answers[name]`), or null when it is another. */
export function errorAnswer<Name extends AnswerName>(failure: unknown, name: Name): Answer<Name> | null {
  const body = errorData(failure);
  return keptAs(name)(body) ? body : null;
}

/** Statuses the API answers on purpose, with words a person can read; a 500's are masked (and English). */
const saysWhy = (status: number | null) => status !== null && status !== 500 && status >= 400 && status < 600;

/** What a screen says when a call failed: offline, `what` and to try again; refused, the server's words. */
export function errorText(failure: unknown, what: string): string {
  if (isNetworkError(failure)) return `Sem conexão. ${what}: tente de novo.`;
  const message = saysWhy(httpStatus(failure)) ? apiMessage(failure) : null;
  return message ?? `${what}. Tente de novo.`;
}

/** Why the server refused, where it says (`ApiErrorReason`: a screen acts on it beyond the message). */
export function apiErrorReason(failure: unknown): ApiErrorReason | null {
  return errorAnswer(failure, 'apiError')?.reason ?? null;
}

/** The first message of each field of a 400's `fieldErrors`; '_' is the body as a whole. */
export function apiFieldErrors(failure: unknown): Record<string, string> {
  const fieldErrors = errorData(failure)?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string' && first.trim()) found[field] = first;
  }
  return found;
}

/** The Retry-After the server sent with a 429, in seconds (kept by `withRetryAfter`). */
export function retryAfterSeconds(failure: unknown): number | null {
  const error = asRequestError(failure);
  const value = error && 'retryAfter' in error ? (error as { retryAfter: unknown }).retryAfter : null;
  const seconds = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
