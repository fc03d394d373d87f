import createClient from 'openapi-fetch';
import { fetchHonouringRetryAfter } from './retry-after.js';
import type { paths } from './api-schema.js';

export type ApiPaths = paths;

/**
 * A client typed by the API document alone (api-schema.d.ts, generated from apps/api/openapi.json
 * by openapi-typescript): paths, bodies and answers as GET /api/openapi.json describes them. It
 * sends a request again while the server answers 503 with Retry-After, and signs with `token`.
 */
export function apiClient(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl,
    fetch: (request) => fetchHonouringRetryAfter(request),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The answer's data, or an error naming the operation, its status and the ApiError's message. */
export function answered<T>(what: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  throw new Error(`${what} answered ${result.response.status}: ${JSON.stringify(result.error ?? null)}`);
}
