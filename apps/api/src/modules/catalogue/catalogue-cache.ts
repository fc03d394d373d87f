import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { catalogueResponseSchema, type Category } from '@game-assist/contracts';
import type { ContentEncoding } from '../../lib/content-encoding.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One form of the catalogue on the wire, and the entity tag that names it. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface SerializedCatalogue {
  /**
   * The UTF-8 bytes (encoded once: a string would be encoded again on every answer), and the same
   * bytes compressed once per encoding for clients that accept it (the 27 KB seeded catalogue is
   * 5.3 KB in Brotli). Each is a representation of its own, so each has its own tag (RFC 9110
   * §8.8.3.3).
   */
  representations: Record<'identity' | ContentEncoding, Representation>;
  /** Every representation's tag: a client holding any of them holds this catalogue. */
  etags: ReadonlySet<string>;
}

/**
 * The catalogue is the hottest read and changes only with a release (seed) or an admin
 * edit, so it is loaded, checked against the contract, serialized and compressed once, then
 * served from memory. `invalidate()` is the hook for anything that changes it.
 */
export function createCatalogueCache(load: () => Promise<Category[]>) {
  let current: Promise<SerializedCatalogue> | null = null;

  async function build(): Promise<SerializedCatalogue> {
    const response = catalogueResponseSchema.parse({ categories: await load() });
    const body = Buffer.from(JSON.stringify(response), 'utf8');
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    // On libuv's thread pool: Brotli at its highest quality takes tens of milliseconds for the
    // seeded catalogue, which would otherwise stall every other request meanwhile.
    const [br, gzipped] = await Promise.all([
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const representations = {
      identity: { body, etag: `"${tag}"` },
      br: { body: br, etag: `"${tag}-br"` },
      gzip: { body: gzipped, etag: `"${tag}-gzip"` },
    };
    return { representations, etags: new Set(Object.values(representations).map(({ etag }) => etag)) };
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
