import { asc } from 'drizzle-orm';
import type { Category } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { categories, coverages } from '#api/db/schema.js';

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
    name: row.name,
    description: row.description,
    coverages: byCategory.get(row.id) ?? [],
  }));
}
