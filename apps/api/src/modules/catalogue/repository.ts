import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { categories, coverages } from '#api/db/schema/catalogue.js';

/** The whole catalogue in display order: categories, each with its coverages. */
export async function loadCatalogue(db: Executor): Promise<Category[]> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const coverageRows = await db.select().from(coverages).orderBy(asc(coverages.position), asc(coverages.id));
  const byCategory = new Map<string, Category['coverages']>();
  for (const row of coverageRows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push({ _id: row.id, benefitName: row.benefitName, ...row.details, rules: row.rules });
    byCategory.set(row.categoryId, list);
  }
  return categoryRows.map((row) => ({
    _id: row.id,
    slug: row.id,
    name: row.name,
    description: row.description,
    coverages: byCategory.get(row.id) ?? [],
  }));
}

export const findCoverage = async (db: Executor, id: string) =>
  (
    await db
      .select({ id: coverages.id, benefitName: coverages.benefitName, rules: coverages.rules })
      .from(coverages)
      .where(eq(coverages.id, id))
      .limit(1)
  )[0];

/** The coverages a subscriber may request (those with rules), by id. */
export const findRequestableCoverages = async (db: Executor) =>
  db
    .select({ id: coverages.id, rules: coverages.rules })
    .from(coverages)
    .where(sql`${coverages.rules} is not null`)
    .orderBy(asc(coverages.id));

export async function benefitNames(db: Executor, coverageIds: string[]) {
  if (coverageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: coverages.id, benefitName: coverages.benefitName })
    .from(coverages)
    .where(inArray(coverages.id, [...new Set(coverageIds)]));
  return new Map(rows.map((row) => [row.id, row.benefitName]));
}
