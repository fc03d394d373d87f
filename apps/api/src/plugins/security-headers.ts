import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import {
  httpOrigin,
  isApiUrl,
  WEB_BOOT_SCRIPT,
  WEB_CONNECT_SOURCES_FILE,
  WEB_INLINE_STYLES_FILE,
} from '@game-assist/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No page of the app uses these device features. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * API answers are JSON, never documents, so they carry what OWASP's REST Security Cheat Sheet asks
 * of an API instead of the pages' policies (which browsers apply to documents only): nothing may
 * load from them or frame them, nothing may sniff them, and no other site may embed them. Each
 * header costs every answer: the pages' thirteen cost the catalogue about a tenth of its
 * throughput on loopback (docs/benchmarks.md).
 */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** The prerendered pages' boot script, the only inline script allowed (by its hash). */
export const WEB_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Where the web app may send requests: its own origin, plus the origins its build recorded
 * (`connect-sources.json`: the IP-geolocation lookup, an API on another origin), so the policy
 * always matches the build being served. No build, or no such file: its own origin only.
 */
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

/**
 * The style sheets the web app may apply: its own files, and the prerendered pages' inline sheets
 * by the hashes the build recorded (`inline-styles.json`). Never 'unsafe-inline'.
 */
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

/**
 * For the web app's documents and files, a strict Content-Security-Policy: no inline scripts but
 * the boot script whose hash it names, no framing of the app, requests only to the app's own origin
 * and the third parties its build names (`connectSources`). Social embeds may load only from the
 * hosts the affiliate feed uses, and only on request. Images may come from any https host: affiliate
 * avatars are URLs from the data. API answers get `API_HEADERS` instead.
 *
 * The headers are the same for every answer, so helmet's middleware is built once here: the
 * Fastify wrapper (@fastify/helmet) built it again on every request, parsing the policy each
 * time (about a twentieth of the server's CPU under load on the catalogue).
 */
async function registerSecurityHeaders(
  app: FastifyInstance,
  { webDistDir, publicUrl }: { webDistDir: string; publicUrl: string | undefined },
): Promise<void> {
  // Browsers keep to https for a year once they have seen the product there (only sent when the
  // public origin is https: on plain http the header means nothing and a local run must not pin it).
  const hsts = publicUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_SCRIPT_HASH],
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
