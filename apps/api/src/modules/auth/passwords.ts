import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '#api/config.js';

/** scrypt: 'standard' about 50 ms and 32 MiB a hash; 'test', a 32nd of it, is refused in production. */

const PARAMS = {
  standard: { N: 32768, r: 8, p: 1 },
  test: { N: 1024, r: 8, p: 1 },
} as const satisfies Record<PasswordHashCost, ScryptOptions>;
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface Passwords {
  /** `scrypt$N$r$p$salt$hash`: parameters can be raised later without breaking old hashes. */
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /** Hashed once: unknown e-mails are checked against it so login timing does not reveal accounts. */
  dummyHash(): Promise<string>;
}

export function createPasswords(cost: PasswordHashCost = 'standard'): Passwords {
  const params = PARAMS[cost];
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  let dummy: Promise<string> | undefined;
  return {
    hash,
    async verify(password, encoded) {
      const [scheme, n, r, p, salt, expectedHash] = encoded.split('$');
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expectedHash) return false;
      const expected = Buffer.from(expectedHash, 'base64url');
      const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    dummyHash() {
      dummy ??= hash(randomBytes(16).toString('hex'));
      return dummy;
    },
  };
}
