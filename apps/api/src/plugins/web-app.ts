import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '@game-assist/contracts';
import { errorBody } from '#api/lib/http-errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRERENDERED_DIR = 'prerendered';

/** What apps/web/scripts/prerender.mjs wrote: `index.affiliate.html` is '/' with an `affiliate` query. */
function prerenderedPages(webDistDir: string): Map<string, { file: string; variants: Map<string, string> }> {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  const pages = new Map<string, { file: string; variants: Map<string, string> }>();
  if (!existsSync(dir)) return pages;
  const files = readdirSync(dir).filter((file) => file.endsWith('.html'));
  for (const file of files.filter((name) => name.split('.').length === 2)) {
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, { file, variants: new Map() });
  }
  for (const file of files.filter((name) => name.split('.').length === 3)) {
    const [name = '', param = ''] = file.split('.');
    pages.get(name === 'index' ? '/' : `/${name}`)?.variants.set(param, file);
  }
  return pages;
}

/** The most a natively sent form may carry: its body is read only to be thrown away. */
const FORM_BODY_LIMIT = 16 * 1024;

/** A natively sent form goes back to its page, unread (docs/decisions/011-every-tap-works-from-the-first-paint.md). */
function answerNativeFormPosts(scope: FastifyInstance, routes: string[]): void {
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );
  for (const route of routes) {
    scope.post(route, { schema: { hide: true } }, (request, reply) => reply.redirect(request.url, 303));
  }
}

/** Any unknown non-API GET gets index.html, so front-end routes work on reload. */
async function registerWebApp(app: FastifyInstance, { webDistDir }: { webDistDir: string }): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn({ webDistDir }, 'web app is not built: only the API is served (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath);
        res.setHeader('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        // Caches must keep the copies apart (@fastify/static does not say so itself).
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    const pages = prerenderedPages(webDistDir);
    for (const [route, page] of pages) {
      app.get(route, { schema: { hide: true } }, (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const variant = [...page.variants].find(([param]) => query[param] !== undefined)?.[1];
        return reply.header('Cache-Control', 'no-cache').sendFile(`${PRERENDERED_DIR}/${variant ?? page.file}`);
      });
    }
    await app.register(async (scope) => answerNativeFormPosts(scope, [...pages.keys()]));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiUrl(request.url);
    if (built && wantsPage && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    // Never the request back: a path may carry what someone typed or a token.
    return reply.code(404).send(errorBody(404, 'Recurso não encontrado.'));
  });
}

export const webApp = fp(registerWebApp, { name: 'web-app', fastify: '5.x' });
