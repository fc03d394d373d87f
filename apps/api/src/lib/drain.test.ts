import { createServer, request, type RequestListener, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilQuiet } from './drain.js';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(handler: RequestListener): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('waitUntilQuiet', () => {
  it('waits for a request in flight past the minimum to be answered and its connection closed', async () => {
    let answered = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const port = await listen((_request, response) => {
      void held.then(() => {
        answered = true;
        response.writeHead(201, { Connection: 'close' }).end('ok');
      });
    });
    const done = new Promise<number>((resolve, reject) => {
      request({ port, host: '127.0.0.1', method: 'POST', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });
    // The request is on the wire before the drain starts.
    await new Promise((resolve) => server!.once('request', resolve));
    const quiet = waitUntilQuiet(server!, { minMs: 20, maxMs: 10_000, pollMs: 10 });
    let resolvedEarly = false;
    void quiet.then(() => (resolvedEarly = !answered));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resolvedEarly).toBe(false);
    release();
    expect(await quiet).toBe(true);
    expect(answered).toBe(true);
    expect(await done).toBe(201);
  });

  it('gives up at the maximum when a connection stays open', async () => {
    const port = await listen((_request, response) => response.end());
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      expect(await waitUntilQuiet(server!, { minMs: 10, maxMs: 150, pollMs: 10 })).toBe(false);
    } finally {
      socket.destroy();
    }
  });

  it('is quiet at once on a server without connections, after the minimum', async () => {
    await listen((_request, response) => response.end());
    expect(await waitUntilQuiet(server!, { minMs: 10, maxMs: 5_000, pollMs: 10 })).toBe(true);
  });
});
