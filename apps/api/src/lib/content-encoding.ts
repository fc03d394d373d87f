/** The encodings the API sends besides the body itself, in order of preference. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * The encoding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): Brotli, then
 * gzip, among those the client accepts with a weight above zero (`*` stands for any not named);
 * `undefined` for the body as it is.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]?.trim()).find((value) => value !== undefined);
    // A weight that is not one (RFC 9110's qvalue: 0 to 1, three decimals) refuses the encoding.
    const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0;
    if (name) weights.set(name.trim(), weight);
  }
  const any = weights.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of CONTENT_ENCODINGS) {
    const weight = weights.get(encoding) ?? any;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
