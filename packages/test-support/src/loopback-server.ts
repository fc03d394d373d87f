import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { Server as TlsServer } from 'node:tls';

/** Starts a fake service on 127.0.0.1 at a free port: its base URL, and how to stop it. */
export async function listenOnLoopback(
  server: Server | Http2Server | Http2SecureServer,
): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${server instanceof TlsServer ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
