import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@game-assist/contracts';
import { HttpError } from './http-errors.js';

/** The headers schema of a route that needs an Idempotency-Key (documented in the OpenAPI). */
export const idempotencyKeyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() });

/** The request's Idempotency-Key; a missing or malformed one is a 400 (decision 013). */
export function requireIdempotencyKey(headers: Record<string, unknown>): string {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'Envie o cabeçalho Idempotency-Key (1 a 128 caracteres visíveis).');
  }
  return key;
}
