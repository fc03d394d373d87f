/** Where the API lives: same origin `/api` unless VITE_API_BASE_URL says otherwise. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path}`;
}

/** A JSON POST with plain fetch, for the calls that cannot go through the base query (each says why). */
export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
}
