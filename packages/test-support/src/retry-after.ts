import { setTimeout as sleep } from 'node:timers/promises';

/** How many times a request is sent in all while the server answers 503 with Retry-After. */
const TRIES = 10;
/** The longest wait between two tries, whatever Retry-After says (the overload answer says 5 s). */
const LONGEST_WAIT_MS = 5_000;

/** `fetch` (of a URL or a Request), sent again while the server answers 503 with `Retry-After`, as a client honouring it does. */
export async function fetchHonouringRetryAfter(input: string | Request, init: RequestInit = {}): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    // A Request's body is read once: each try sends a copy.
    const response = await fetch(typeof input === 'string' ? input : input.clone(), init);
    const retryAfter = response.headers.get('retry-after');
    if (response.status !== 503 || retryAfter === null || tries >= TRIES) return response;
    await response.body?.cancel();
    await sleep(Math.min((Number(retryAfter) || 1) * 1000, LONGEST_WAIT_MS));
  }
}
