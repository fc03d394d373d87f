import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#api/db/schema/index.js';
import type { TestDatabase } from '#api/test/database.js';

/** Every table the schema index declares, as drizzle sees it: tables added later are in it too. */
export const ALL_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

type TableConfig = (typeof ALL_TABLES)[number];
type Row = Record<string, unknown>;

/** Columns holding strings: text, uuid, dates kept as text. */
const STRING_COLUMNS = new Set(['PgText', 'PgUUID', 'PgDateString', 'PgVarchar', 'PgChar']);
export const stringColumns = (table: TableConfig) =>
  table.columns.filter((column) => STRING_COLUMNS.has(column.columnType)).map((column) => column.name);

/** Columns that are secrets by their name: never in a download (a refund's PIX key is where the person's money goes, theirs to see). */
export const SECRET_COLUMN = /hash|secret|token|idempotency|fingerprint|private|(?<!pix_)key$|^auth$|p256dh/;

/** Tables whose rows reach `accounts` through foreign keys, directly or through another table's. */
export function accountLinkedTables(): Set<string> {
  const linked = new Set(['accounts']);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of ALL_TABLES) {
      if (linked.has(table.name)) continue;
      if (table.foreignKeys.some((key) => linked.has(getTableConfig(key.reference().foreignTable).name))) {
        linked.add(table.name);
        grew = true;
      }
    }
  }
  return linked;
}

/** A table's rows in insertion order (serial id): unordered, PostgreSQL gives disk order, which updates shuffle. */
export async function rowsOf(database: TestDatabase, name: string): Promise<Row[]> {
  const serial = ALL_TABLES.find((table) => table.name === name)?.columns.find(
    (column) => column.primary && /Serial/.test(column.columnType),
  );
  const order = serial ? sql` order by ${sql.identifier(serial.name)}` : sql``;
  const result = await database.db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(name)} t${order}`);
  return (result as unknown as { rows: { row: Row }[] }).rows.map((entry) => entry.row);
}

/** Every row tied to the account: its own, those pointing at them, and those keyed by its e-mail address. */
export async function rowsTiedTo(database: TestDatabase, accountId: string, email: string) {
  const tied = new Map<string, Row[]>();
  const all = new Map<string, Row[]>();
  for (const table of ALL_TABLES) all.set(table.name, await rowsOf(database, table.name));
  const idsOf = (name: string) => {
    const table = ALL_TABLES.find((candidate) => candidate.name === name);
    const primary = table?.columns.find((column) => column.primary)?.name ?? 'id';
    return new Set((tied.get(name) ?? []).map((row) => row[primary]));
  };
  tied.set(
    'accounts',
    (all.get('accounts') ?? []).filter((row) => row.id === accountId),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const table of ALL_TABLES) {
      const rows = (all.get(table.name) ?? []).filter(
        (row) =>
          stringColumns(table).some((column) => row[column] === email) ||
          table.foreignKeys.some((key) => {
            const reference = key.reference();
            const target = getTableConfig(reference.foreignTable).name;
            const column = reference.columns[0]?.name;
            // Who acted (an operator) points at their account, not at the person the row is about.
            if (!column || /^(actor_account_id|confirmed_by|completed_by)$/.test(column)) return false;
            return idsOf(target).has(row[column]);
          }),
      );
      if (rows.length > (tied.get(table.name)?.length ?? 0)) {
        tied.set(table.name, rows);
        grew = true;
      }
    }
  }
  return tied;
}

/** Rows of every table whose JSON holds any of `needles`: what a deletion must leave none of. */
export async function rowsHolding(database: TestDatabase, needles: string[]) {
  const found: { table: string; needle: string; row: string }[] = [];
  for (const table of ALL_TABLES) {
    for (const row of await rowsOf(database, table.name)) {
      const text = JSON.stringify(row).toLowerCase();
      for (const needle of needles) {
        if (text.includes(needle.toLowerCase())) found.push({ table: table.name, needle, row: text.slice(0, 300) });
      }
    }
  }
  return found;
}
