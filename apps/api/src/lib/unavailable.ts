import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl } from '@game-assist/contracts';
import { errorBody } from './http-errors.js';

/** A person opening a screen (a navigation), not the app or a script calling the API. */
const opensAPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiUrl(request.url) &&
  /\btext\/html\b/.test(request.headers.accept ?? '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a person sees while the server turns requests away; a meta refresh retries (no inline script). */
function unavailablePage(message: string, retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>Um momento · Game Assist</title>
</head>
<body>
<main>
<h1>Um momento</h1>
<p>${escapeHtml(message)}</p>
<p>Esta página tenta de novo sozinha em ${retryAfterSeconds} segundos. <a href="">Tentar agora</a></p>
</main>
</body>
</html>
`;
}

/** 503 with Retry-After: the error body for the API, a retrying page in Portuguese for a navigation. */
export function sendUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  retryAfterSeconds: number,
): FastifyReply {
  void reply.code(503).header('Retry-After', String(retryAfterSeconds));
  if (!opensAPage(request)) return reply.send(errorBody(503, message));
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(unavailablePage(message, retryAfterSeconds));
}
