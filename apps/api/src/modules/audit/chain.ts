import { createHash } from 'node:crypto';

/** The hash the first entry follows. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every recorded field but the hashes themselves. */
export interface ChainedFields {
  id: bigint;
  at: Date;
  actor: { id: string; email: string; roles: readonly string[] };
  action: string;
  target: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request: { id: string; ip: string };
}

/** JSON with every object's keys sorted and no spaces: one text per value, whatever order a database returns. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

/** A plain JSON copy (dates as ISO text, no undefined), as jsonb will return it. */
export const plainJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** sha256(previous hash + canonical JSON of the entry), hex. */
export function entryHash(prevHash: string, fields: ChainedFields): string {
  const row = { ...fields, id: fields.id.toString(), at: fields.at.toISOString() };
  return createHash('sha256')
    .update(prevHash + canonicalJson(row))
    .digest('hex');
}
