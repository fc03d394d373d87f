import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Where Chromium registers for push when its --gcm-checkin-url and --gcm-registration-url point
 * here: Google's device check-in (a protobuf AndroidCheckinResponse with an android_id and a
 * security_token) and registration (`token=…`), which it needs before PushManager.subscribe()
 * resolves and which this machine, without internet, cannot reach.
 */
export async function startGcmRegistration() {
  let tokens = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/checkin') {
        const body = Buffer.alloc(20);
        // stats_ok = true (field 1), android_id (field 7, fixed64), security_token (field 8, fixed64).
        body.writeUInt8(0x08, 0);
        body.writeUInt8(0x01, 1);
        body.writeUInt8(0x39, 2);
        body.writeBigUInt64LE(4_815_162_342n, 3);
        body.writeUInt8(0x41, 11);
        body.writeBigUInt64LE(1_123_581_321n, 12);
        return response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(body);
      }
      if (request.url === '/register') {
        tokens += 1;
        return response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=aparelho-e2e-${tokens}`);
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    args: [
      `--gcm-checkin-url=http://127.0.0.1:${port}/checkin`,
      `--gcm-registration-url=http://127.0.0.1:${port}/register`,
    ],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
