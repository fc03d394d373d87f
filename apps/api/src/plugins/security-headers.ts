import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { WEB_BOOT_SCRIPT } from '@game-assist/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** The prerendered pages' boot script, the only inline script allowed (by its hash). */
export const WEB_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;

/** The origin of an absolute http(s) URL; undefined for a relative path or anything else. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the web app may send requests: its own origin, plus the origins of the two URLs it is
 * built with that may point elsewhere: the IP-geolocation lookup and an API on another origin.
 */
export function connectSources(config: Pick<Config, 'VITE_GEOLOCATION_URL' | 'VITE_API_BASE_URL'>): string[] {
  const origins = [originOf(config.VITE_GEOLOCATION_URL), originOf(config.VITE_API_BASE_URL)];
  return ["'self'", ...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

/**
 * A strict Content-Security-Policy: no inline scripts but the boot script whose hash it names,
 * no framing of the app, requests only to the app's own origin and the configured third parties
 * (`connectSources`). Social embeds may load only from the hosts the partner feed uses, and only
 * on request. Images may come from any https host: partner avatars are URLs from the data.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'VITE_GEOLOCATION_URL' | 'VITE_API_BASE_URL'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: connectSources(config),
        // The only embeds partner-bio.tsx builds (embedUrl): Instagram posts and TikTok videos.
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
