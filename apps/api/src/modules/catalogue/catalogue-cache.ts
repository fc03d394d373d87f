import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { coberturasResponseSchema } from '@game-assist/contracts';
import type { Database } from '../../db/client.js';
import type { ContentEncoding } from '../../lib/content-encoding.js';
import { loadCatalogue } from './repository.js';

export interface SerializedCatalogue {
  /** UTF-8 bytes, encoded once: a string would be encoded again on every answer. */
  body: Buffer;
  /** The same bytes compressed once, for clients that accept them (the 27 KB seeded catalogue is 5.3 KB in Brotli). */
  encoded: Record<ContentEncoding, Buffer>;
  etag: string;
}

/**
 * The catalogue is the hottest read and changes only with a release (seed) or an admin
 * edit, so it is loaded, checked against the contract, serialized and compressed once, then
 * served from memory. `invalidate()` is the hook for anything that changes it.
 */
export function createCatalogueCache(db: Database) {
  let current: Promise<SerializedCatalogue> | null = null;

  async function build(): Promise<SerializedCatalogue> {
    const response = coberturasResponseSchema.parse({ categories: await loadCatalogue(db) });
    const body = Buffer.from(JSON.stringify(response), 'utf8');
    return {
      body,
      encoded: {
        br: brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
      },
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
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
