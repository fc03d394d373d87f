import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { keptKeyFile } from '#api/lib/kept-key-file.js';
import { StartupError } from '#api/lib/startup-error.js';

/** The application server's keys (RFC 8292), base64url, and who the push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const keyPairSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/** Push services accept a mailto: or https: contact; the default is the address mail is sent from. */
export function vapidSubject(configured: string | undefined, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Keys made here and kept in memory only (tests). */
export function ephemeralVapidKeys(subject = 'mailto:nao-responda@gameassist.local'): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair kept in DATA_DIR/vapid-keys.json (mode 600). Changing the
 * pair leaves every stored subscription unusable (browsers subscribe again).
 */
export async function loadVapidKeys(options: {
  dataDir: string;
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
}): Promise<VapidKeys> {
  if (Boolean(options.publicKey) !== Boolean(options.privateKey)) {
    throw new StartupError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  const pair =
    options.publicKey && options.privateKey
      ? { publicKey: options.publicKey, privateKey: options.privateKey }
      : await keptKeyFile(
          path.join(options.dataDir, 'vapid-keys.json'),
          keyPairSchema,
          () => webpush.generateVAPIDKeys(),
          'VAPID keys',
        );
  try {
    webpush.getVapidHeaders('https://push.example', options.subject, pair.publicKey, pair.privateKey, 'aes128gcm');
  } catch (error) {
    throw new StartupError(`The VAPID keys or VAPID_SUBJECT are not valid: ${(error as Error).message}`);
  }
  return { ...pair, subject: options.subject };
}
