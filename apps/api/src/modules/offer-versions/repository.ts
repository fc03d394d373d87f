import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CoverageRules } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { offerVersions } from '#api/db/schema/offer-versions.js';

export const versionRows = (db: Executor) => db.select().from(offerVersions).orderBy(desc(offerVersions.number));

export const findVersion = async (db: Executor, number: number) =>
  (await db.select().from(offerVersions).where(eq(offerVersions.number, number)).limit(1))[0];

export const findDraft = async (db: Executor) =>
  (await db.select().from(offerVersions).where(isNull(offerVersions.publishedAt)).limit(1))[0];

/** The version in force: the newest published one whose time has come. */
export const findInForce = async (db: Executor, now: Date) =>
  (
    await db
      .select()
      .from(offerVersions)
      .where(and(isNotNull(offerVersions.publishedAt), lte(offerVersions.vigenteDesde, now)))
      .orderBy(desc(offerVersions.vigenteDesde), desc(offerVersions.number))
      .limit(1)
  )[0];

export const latestApplied = async (db: Executor) =>
  (
    await db
      .select({ number: sql<number | null>`max(${offerVersions.number})` })
      .from(offerVersions)
      .where(isNotNull(offerVersions.appliedAt))
  )[0]?.number ?? null;

/** Published versions whose time has come and that are not in the tables yet, oldest first. */
export const dueVersions = (db: Executor, now: Date) =>
  db
    .select()
    .from(offerVersions)
    .where(
      and(isNotNull(offerVersions.publishedAt), isNull(offerVersions.appliedAt), lte(offerVersions.vigenteDesde, now)),
    )
    .orderBy(asc(offerVersions.vigenteDesde), asc(offerVersions.number));

export async function insertVersion(
  tx: Executor,
  row: Omit<typeof offerVersions.$inferInsert, 'number'> & { number?: number },
) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${offerVersions.number}), 0) + 1` })
    .from(offerVersions)) as [{ next: number }];
  await tx
    .insert(offerVersions)
    .values({ ...row, number: Number(row.number ?? next) })
    .onConflictDoNothing();
  return Number(row.number ?? next);
}

export const updateVersion = (tx: Executor, number: number, set: Partial<typeof offerVersions.$inferInsert>) =>
  tx.update(offerVersions).set(set).where(eq(offerVersions.number, number));

/** Serialises publishing and applying across processes (the transaction's advisory lock). */
export const lockVersions = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('offer_versions'))`);

/** One coverage's rules as a published version holds them, read in the database (the document is large). */
export async function coverageRulesIn(db: Executor, version: number, coverageId: string) {
  const result = (await db.execute(sql`
    select coverage -> 'rules' as rules
    from ${offerVersions},
      jsonb_array_elements(${offerVersions.content} -> 'categories') as category,
      jsonb_array_elements(category -> 'coverages') as coverage
    where ${offerVersions.number} = ${version} and ${offerVersions.publishedAt} is not null
      and coverage ->> 'id' = ${coverageId}
    limit 1`)) as unknown as { rows: { rules: CoverageRules | null }[] };
  return result.rows[0]?.rules;
}
