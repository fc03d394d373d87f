import { sql, type SQL } from 'drizzle-orm';

/** A São Paulo month as two instants: `starts` (its first 00:00 there) and `ends` (the next month's). */
export interface MonthSpan {
  month: string;
  starts: Date;
  ends: Date;
}

/** `months(month, starts, ends)` as a VALUES list, for a `with` clause of the indicators' reads (#67). */
export const monthsTable = (spans: readonly MonthSpan[]): SQL =>
  sql`months(month, starts, ends) as (values ${sql.join(
    spans.map(
      (span) =>
        sql`(${span.month}::text, ${span.starts.toISOString()}::timestamptz, ${span.ends.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )})`;

/** The rows of a raw read, on PGlite and node-postgres alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
