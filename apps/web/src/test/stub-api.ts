import { vi } from 'vitest';

/** `text` is sent as it is (a CSV, say) instead of `body` as JSON. */
export type Answer = { status: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'offline';

export const forbidden = (message: string): Answer => ({
  status: 403,
  body: { statusCode: 403, error: 'Forbidden', message },
});

/** Stubs `fetch` per API path (an answer, a queue, or a function of the query), recording bodies; 'offline' rejects. */
export function stubApi(answers: Record<string, Answer | Answer[] | ((search: string, request: Request) => Answer)>) {
  const sent: { path: string; body: unknown }[] = [];
  const calls: { path: string; search: string; method: string; headers: Record<string, string> }[] = [];
  const queues = new Map(Object.entries(answers).map(([path, answer]) => [path, [answer].flat()]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname: path, search } = new URL(request.url);
      calls.push({ path, search, method: request.method, headers: Object.fromEntries(request.headers) });
      sent.push({
        path,
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
      const queue = queues.get(path);
      const next = queue && queue.length > 1 ? queue.shift()! : queue?.[0];
      // A function answers by the query string (requests of one path whose order is not fixed).
      const answer = typeof next === 'function' ? next(search, request) : next;
      if (!answer) throw new Error(`unexpected call to ${path}`);
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      // A 204 carries no body (the Response constructor refuses one).
      if (answer.text !== undefined)
        return new Response(answer.text, { status: answer.status, headers: answer.headers });
      const body = answer.status === 204 ? null : JSON.stringify(answer.body ?? {});
      return new Response(body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  /** The JSON bodies sent, by path; `calls` has each request's query string, method and headers too. */
  // Not enumerable, so tests comparing `sent` with toEqual see only the bodies.
  Object.defineProperty(sent, 'calls', { value: calls, enumerable: false });
  return sent as typeof sent & { calls: typeof calls };
}

export const SESSION = {
  access_token: 'access',
  refresh_token: 'refresh',
  user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima', nome: 'Ana Lima' },
};
