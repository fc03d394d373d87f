import { createServer, type Server } from 'node:http';

/** Response headers a proxy must not copy: the body is re-sent decoded, in parts. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

export interface PartedHtml {
  /** The proxy's address: open `${origin}${path}` instead of the app's. */
  origin: string;
  /** Sends the rest of the held document. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * A proxy in front of the app that sends the HTML document at `path` in two parts: everything
 * before `split(html)` at once, the rest on `release()`. It shows what a browser does with a
 * document that arrives (or is parsed) a piece at a time. Every other request passes through.
 */
export async function serveHtmlInParts(
  appOrigin: string,
  path: string,
  split: (html: string) => number,
): Promise<PartedHtml> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (name !== 'host' && !HOP_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
      }
      const upstream = await fetch(`${appOrigin}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'set-cookie') response.setHeader(name, value);
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      response.writeHead(upstream.status);
      if (request.url !== path) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const at = split(html);
      if (at <= 0 || at >= html.length) throw new Error(`no place to split ${path}`);
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
