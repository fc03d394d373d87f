import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import {
  httpOrigin,
  isApiUrl,
  WEB_BOOT_SCRIPT,
  WEB_KEPT_PAGE_SCRIPT,
  WEB_CONNECT_SOURCES_FILE,
  WEB_INLINE_STYLES_FILE,
} from '@game-assist/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No page uses these device features but the camera (/verificar scans member cards). */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** API answers (JSON, never documents) carry OWASP's REST headers, not the pages' policies. */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The prerendered pages' boot script and the app shell's kept-page script: the only inline scripts allowed. */
export const WEB_BOOT_SCRIPT_HASH = scriptHash(WEB_BOOT_SCRIPT);
export const WEB_KEPT_PAGE_SCRIPT_HASH = scriptHash(WEB_KEPT_PAGE_SCRIPT);

/** Read from the build (`connect-sources.json`), so the policy always matches the build served. */
export function connectSources(webDistDir: string): string[] {
  let listed: unknown = [];
  try {
    listed = JSON.parse(readFileSync(path.join(webDistDir, WEB_CONNECT_SOURCES_FILE), 'utf8'));
  } catch {
    // Not built: only the API is served, and 'self' is all it needs.
  }
  const origins = Array.isArray(listed)
    ? listed.filter((value): value is string => typeof value === 'string' && httpOrigin(value) === value)
    : [];
  return ["'self'", ...new Set(origins)];
}

/** The prerendered pages' inline sheets go by the hashes the build recorded: never 'unsafe-inline'. */
export function styleSources(webDistDir: string): string[] {
  let listed: unknown = [];
  try {
    listed = JSON.parse(readFileSync(path.join(webDistDir, WEB_INLINE_STYLES_FILE), 'utf8'));
  } catch {
    // Not built, or nothing prerendered: style sheets from files only.
  }
  const hashes = Array.isArray(listed)
    ? listed.filter((value): value is string => typeof value === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value))
    : [];
  return ["'self'", ...new Set(hashes)];
}

/** A strict CSP (docs/security.md); images from any https host (affiliate avatars); helmet built once. */
async function registerSecurityHeaders(
  app: FastifyInstance,
  { webDistDir, publicUrl }: { webDistDir: string; publicUrl: string | undefined },
): Promise<void> {
  // Only on an https origin: a local run over http must not pin the browser to https.
  const hsts = publicUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_SCRIPT_HASH, WEB_KEPT_PAGE_SCRIPT_HASH],
        styleSrc: styleSources(webDistDir),
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: connectSources(webDistDir),
        // The only embeds affiliate-bio.tsx builds (embedUrl): Instagram posts and TikTok videos.
        frameSrc: ['https://www.instagram.com', 'https://www.tiktok.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  // On every request, before routing: 404s, errors and rate-limited answers carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    if (hsts) reply.raw.setHeader('Strict-Transport-Security', hsts);
    if (isApiUrl(request.url)) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      return done();
    }
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // helmet throws rather than passing errors on (8.1+), and a fixed policy has none at run time.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}

export const securityHeaders = fp(registerSecurityHeaders, { name: 'security-headers', fastify: '5.x' });
