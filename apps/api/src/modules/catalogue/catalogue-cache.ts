import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { catalogueResponseSchema, type Category } from '@game-assist/contracts';
import type { ContentEncoding } from '#api/lib/content-encoding.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One form of the catalogue on the wire, and the entity tag that names it. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface SerializedCatalogue {
  /** Bytes, not a string, encoded once; each encoding is its own representation with its own tag (RFC 9110). */
  representations: Record<'identity' | ContentEncoding, Representation>;
  /** Every representation's tag: a client holding any of them holds this catalogue. */
  etags: ReadonlySet<string>;
}

/** The hottest read, changed only by a release: prepared once, served from memory (docs/benchmarks.md). */
export function createCatalogueCache(load: () => Promise<Category[]>) {
  let current: Promise<SerializedCatalogue> | null = null;

  async function build(): Promise<SerializedCatalogue> {
    const response = catalogueResponseSchema.parse({ categories: await load() });
    const body = Buffer.from(JSON.stringify(response), 'utf8');
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    // On libuv's thread pool: Brotli at its highest quality would stall every other request.
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
