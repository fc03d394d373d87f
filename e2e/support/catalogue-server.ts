import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist-catalogue');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** The component catalogue's build (apps/web/dist-catalogue), served on loopback for one spec. */
export async function serveCatalogue(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(DIST, path.normalize(pathname === '/' ? '/catalogue.html' : pathname));
    if (!file.startsWith(DIST)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/catalogue.html`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
