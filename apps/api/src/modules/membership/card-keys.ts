import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';
import type { Clock } from '#api/lib/clock.js';
import { keptKeyFile, safeJson } from '#api/lib/kept-key-file.js';
import { StartupError } from '#api/lib/startup-error.js';

/** The keys member cards are signed with: the first signs, every one is published. */
export interface CardKeys {
  signing: { kid: string; key: CryptoKey };
  /** Public JWKs of every key whose cards may still be valid (the JWKS). */
  published: JWK[];
}

const privateJwkSchema = z
  .object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), d: z.string(), kid: z.string().min(1) })
  .passthrough();
const keyListSchema = z.array(privateJwkSchema).min(1);

async function fromPrivateJwks(list: z.infer<typeof keyListSchema>): Promise<CardKeys> {
  const [first] = list;
  if (!first) throw new Error('no card key');
  const key = (await importJWK({ ...first, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
  return {
    signing: { kid: first.kid, key },
    published: list.map(({ kty, crv, x, kid }) => ({ kty, crv, x, kid, alg: 'EdDSA', use: 'sig' })),
  };
}

/** A new Ed25519 key as a private JWK with a kid (its creation date and a random part). */
export async function newCardKey(now: Date): Promise<z.infer<typeof privateJwkSchema>> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `${now.toISOString().slice(0, 10)}-${Math.random().toString(36).slice(2, 8)}`;
  return privateJwkSchema.parse({ ...jwk, kid });
}

/** Keys made here and kept in memory only (tests). */
export async function ephemeralCardKeys(clock: Clock): Promise<CardKeys> {
  return fromPrivateJwks([await newCardKey(clock.now())]);
}

/**
 * CARD_SIGNING_KEYS (a JSON array of private Ed25519 JWKs, the signing key first) when set, so
 * every process signs alike; otherwise a key generated at first start and kept in
 * DATA_DIR/card-keys.json (mode 600), like the other secrets. Rotation: docs/security.md.
 */
export async function loadCardKeys(options: {
  dataDir: string;
  fromEnv?: string | undefined;
  clock: Clock;
}): Promise<CardKeys> {
  if (options.fromEnv) {
    const parsed = keyListSchema.safeParse(safeJson(options.fromEnv));
    if (!parsed.success) {
      throw new StartupError('CARD_SIGNING_KEYS is not a JSON array of private Ed25519 JWKs with a kid');
    }
    return fromPrivateJwks(parsed.data);
  }
  const file = path.join(options.dataDir, 'card-keys.json');
  return fromPrivateJwks(
    await keptKeyFile(file, keyListSchema, async () => [await newCardKey(options.clock.now())], 'card keys'),
  );
}
