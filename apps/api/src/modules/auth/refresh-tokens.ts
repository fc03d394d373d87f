import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** A token used again this soon after its rotation is taken for a racing tab, not theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** 256 random bits, URL-safe. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored hashed: the token has full entropy, so a fast hash is enough. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
