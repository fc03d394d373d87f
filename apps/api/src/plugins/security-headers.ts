import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { WEB_BOOT_SCRIPT } from '@game-assist/contracts';
import type { FastifyInstance } from 'fastify';

/** The prerendered pages' boot script, the only inline script allowed (by its hash). */
export const WEB_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`;

/**
 * A strict Content-Security-Policy: no inline scripts but the boot script whose hash it names,
 * no framing of the app. Social
 * embeds may load only from the hosts the partner feed uses, and only on request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", WEB_BOOT_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.instagram.com', 'https://www.tiktok.com', 'https://www.youtube-nocookie.com'],
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
