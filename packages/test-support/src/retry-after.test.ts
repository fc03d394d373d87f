import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchHonouringRetryAfter } from './retry-after.js';

let server: Server | undefined;

/** A server answering `answers` in turn (the last one from then on): the URL and the requests it got. */
async function serve(answers: { status: number; retryAfter?: string }[]) {
  const received: string[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      const answer = answers[Math.min(received.length, answers.length) - 1]!;
      response.writeHead(answer.status, answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {});
      response.end(String(answer.status));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('fetchHonouringRetryAfter', () => {
  it('sends the request again, body and all, while the answer is 503 with Retry-After', async () => {
    const { url, received } = await serve([
      { status: 503, retryAfter: '1' },
      { status: 503, retryAfter: '1' },
      { status: 201 },
    ]);
    const started = Date.now();
    const response = await fetchHonouringRetryAfter(url, { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('201');
    expect(received).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('returns a 503 without Retry-After, and any other answer, as it came', async () => {
    const bare = await serve([{ status: 503 }]);
    expect((await fetchHonouringRetryAfter(bare.url)).status).toBe(503);
    expect(bare.received).toHaveLength(1);
    await new Promise((resolve) => server?.close(resolve));
    const failing = await serve([{ status: 500, retryAfter: '1' }]);
    expect((await fetchHonouringRetryAfter(failing.url)).status).toBe(500);
    expect(failing.received).toHaveLength(1);
  });
});
