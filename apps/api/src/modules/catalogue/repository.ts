import { and, asc, eq, inArray, like, not, notInArray, sql } from 'drizzle-orm';
import type { Category, OfferContent } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { categories, coverages } from '#api/db/schema/catalogue.js';

/** The whole catalogue in display order: categories, each with its coverages. */
export async function loadCatalogue(db: Executor): Promise<Category[]> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const coverageRows = await db
    .select()
    .from(coverages)
    .where(eq(coverages.active, true))
    .orderBy(asc(coverages.position), asc(coverages.id));
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
      .select({
        id: coverages.id,
        benefitName: coverages.benefitName,
        rules: coverages.rules,
        active: coverages.active,
      })
      .from(coverages)
      .where(eq(coverages.id, id))
      .limit(1)
  )[0];

/** The coverages a subscriber may request (those with rules), by id. */
export const findRequestableCoverages = async (db: Executor) =>
  db
    .select({ id: coverages.id, rules: coverages.rules })
    .from(coverages)
    .where(and(sql`${coverages.rules} is not null`, eq(coverages.active, true)))
    .orderBy(asc(coverages.id));

export async function benefitNames(db: Executor, coverageIds: string[]) {
  if (coverageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: coverages.id, benefitName: coverages.benefitName })
    .from(coverages)
    .where(inArray(coverages.id, [...new Set(coverageIds)]));
  return new Map(rows.map((row) => [row.id, row.benefitName]));
}

/** An affiliate's coverage comes from the affiliates, not from the offer's versions. */
const AFFILIATE_COVERAGE = 'parceiro-%';

/** The catalogue as an offer version holds it: every category, each with its own coverages, inactive ones too. */
export async function catalogueContent(db: Executor): Promise<OfferContent['categories']> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const coverageRows = await db
    .select()
    .from(coverages)
    .where(not(like(coverages.id, AFFILIATE_COVERAGE)))
    .orderBy(asc(coverages.position), asc(coverages.id));
  return categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    coverages: coverageRows
      .filter((row) => row.categoryId === category.id)
      .map((row) => ({
        id: row.id,
        benefitName: row.benefitName,
        active: row.active,
        details: row.details,
        rules: row.rules,
      })),
  }));
}

/** Puts a version's catalogue in force: each category and coverage as it says, the coverages it leaves out inactive. */
export async function applyCatalogue(tx: Executor, content: OfferContent['categories']): Promise<void> {
  const ids: string[] = [];
  for (const [position, category] of content.entries()) {
    const { id, name, description } = category;
    await tx
      .insert(categories)
      .values({ id, name, description, position })
      .onConflictDoUpdate({ target: categories.id, set: { name, description, position } });
    for (const [index, coverage] of category.coverages.entries()) {
      ids.push(coverage.id);
      const row = { categoryId: id, position: index, ...coverage };
      await tx.insert(coverages).values(row).onConflictDoUpdate({ target: coverages.id, set: row });
    }
  }
  await tx
    .update(coverages)
    .set({ active: false })
    .where(
      and(not(like(coverages.id, AFFILIATE_COVERAGE)), ids.length > 0 ? notInArray(coverages.id, ids) : undefined),
    );
}
