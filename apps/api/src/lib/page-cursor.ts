/** Where the previous page of a newest-first list ended: its last item's insertion number. */
export interface PageCursor {
  seq: number;
}

/** The opaque `nextCursor` the API answers (base64url, so it is safe in a query string). */
export const encodeCursor = ({ seq }: PageCursor) => Buffer.from(`p${seq}`).toString('base64url');

/** The cursor back from the query string; undefined when it is not one the API made. */
export function decodeCursor(cursor: string): PageCursor | undefined {
  const match = /^p([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const seq = Number(match?.[1]);
  return match && Number.isSafeInteger(seq) ? { seq } : undefined;
}

/** A page fetched with one row more than `limit`: its items, and the cursor of the next page (null: none). */
export function pageOf<T extends { seq: number }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ seq: last.seq }) : null };
}

/** Where the previous page of a list ordered by an instant (then insertion) ended. */
export interface InstantCursor {
  /** Milliseconds since the epoch. */
  at: number;
  seq: number;
}

export const encodeInstantCursor = ({ at, seq }: InstantCursor) => Buffer.from(`d${at}.${seq}`).toString('base64url');

export function decodeInstantCursor(cursor: string): InstantCursor | undefined {
  const match = /^d(\d{1,15})\.([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const at = Number(match?.[1]);
  const seq = Number(match?.[2]);
  return match && Number.isSafeInteger(at) && Number.isSafeInteger(seq) ? { at, seq } : undefined;
}
