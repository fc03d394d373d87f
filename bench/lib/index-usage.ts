import pg from 'pg';

export interface IndexUsage {
  table: string;
  seqScans: number;
  indexScans: number;
  /** Scans per index during the window, the busiest first. */
  byIndex: { index: string; scans: number }[];
}

type Counters = Map<string, { seq: number; idx: number; indexes: Map<string, number> }>;

async function readCounters(databaseUrl: string, tables: readonly string[]): Promise<Counters> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The statistics collector's view is a snapshot per transaction: ask for a fresh one.
    await client.query('select pg_stat_clear_snapshot()');
    const counters: Counters = new Map();
    const { rows: tableRows } = await client.query<{ relname: string; seq_scan: string; idx_scan: string | null }>(
      'select relname, seq_scan, idx_scan from pg_stat_user_tables where relname = any($1)',
      [tables],
    );
    for (const row of tableRows)
      counters.set(row.relname, { seq: Number(row.seq_scan), idx: Number(row.idx_scan ?? 0), indexes: new Map() });
    // A table missing here means another database than the product's: every count would read 0.
    const missing = tables.filter((table) => !counters.has(table));
    if (missing.length > 0)
      throw new Error(
        `no table ${missing.join(', ')} in database ${client.database ?? '?'}: read the statistics of the database the product uses`,
      );
    const { rows: indexRows } = await client.query<{ relname: string; indexrelname: string; idx_scan: string }>(
      'select relname, indexrelname, idx_scan from pg_stat_user_indexes where relname = any($1)',
      [tables],
    );
    for (const row of indexRows) counters.get(row.relname)?.indexes.set(row.indexrelname, Number(row.idx_scan));
    return counters;
  } finally {
    await client.end();
  }
}

/**
 * How the real traffic of `during` read `tables` on PostgreSQL: sequential scans against index
 * scans, from the server's own statistics (pg_stat_user_tables/indexes) before and after. Every
 * query the product ran counts, so nothing here can drift from the repository's SQL.
 */
export async function indexUsageDuring<T>(
  databaseUrl: string,
  tables: readonly string[],
  during: () => Promise<T>,
): Promise<{ result: T; usage: IndexUsage[] }> {
  const before = await readCounters(databaseUrl, tables);
  const result = await during();
  // The collector flushes a backend's counts at most once a second (PG 15: pgstat_report_stat).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const after = await readCounters(databaseUrl, tables);
  const usage = tables.map((table) => {
    const start = before.get(table);
    const end = after.get(table);
    const byIndex = [...(end?.indexes ?? new Map<string, number>())]
      .map(([index, scans]) => ({ index, scans: scans - (start?.indexes.get(index) ?? 0) }))
      .filter(({ scans }) => scans > 0)
      .sort((a, b) => b.scans - a.scans);
    return {
      table,
      seqScans: (end?.seq ?? 0) - (start?.seq ?? 0),
      indexScans: (end?.idx ?? 0) - (start?.idx ?? 0),
      byIndex,
    };
  });
  return { result, usage };
}

/** One line per table for the report. */
export function describeIndexUsage(usage: IndexUsage[]): string[] {
  return usage.map(
    ({ table, seqScans, indexScans, byIndex }) =>
      `\`${table}\`: ${indexScans.toLocaleString('en')} index scans, ${seqScans.toLocaleString('en')} sequential scans` +
      (byIndex.length
        ? ` (${byIndex.map(({ index, scans }) => `${index} ${scans.toLocaleString('en')}`).join(', ')})`
        : ''),
  );
}
