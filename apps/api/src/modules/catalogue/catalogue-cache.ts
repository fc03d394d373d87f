import { createHash } from 'node:crypto';
import { coberturasResponseSchema } from '@game-assist/contracts';
import type { Database } from '../../db/client.js';
import { loadCatalogue } from './repository.js';

export interface SerializedCatalogue {
  /** UTF-8 bytes, encoded once: a string would be encoded again on every answer. */
  body: Buffer;
  etag: string;
}

/**
 * The catalogue is the hottest read and changes only with a release (seed) or an admin
 * edit, so it is loaded, checked against the contract and serialized once, then served
 * from memory. `invalidate()` is the hook for anything that changes it.
 */
export function createCatalogueCache(db: Database) {
  let current: Promise<SerializedCatalogue> | null = null;

  async function build(): Promise<SerializedCatalogue> {
    const response = coberturasResponseSchema.parse({ categories: await loadCatalogue(db) });
    const body = Buffer.from(JSON.stringify(response), 'utf8');
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }

  return {
    get(): Promise<SerializedCatalogue> {
      current ??= build().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    },
    invalidate(): void {
      current = null;
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
