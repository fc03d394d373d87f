import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings the API sends besides the body itself, in order of preference. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

const NONE = 'identity';
// Browsers send a handful of distinct Accept-Encoding headers: each is parsed once.
const chosen = new LRUCache<string, ContentEncoding | typeof NONE>({ max: 100 });

/** Brotli, then gzip, if the Accept-Encoding header takes it; `undefined` for the body as it is. */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    const negotiated = new Negotiator({ headers: { 'accept-encoding': header } }).encoding([...CONTENT_ENCODINGS], {
      preferred: [...CONTENT_ENCODINGS],
    });
    encoding = (CONTENT_ENCODINGS as readonly string[]).includes(negotiated ?? '')
      ? (negotiated as ContentEncoding)
      : NONE;
    chosen.set(header, encoding);
  }
  return encoding === NONE ? undefined : encoding;
}
