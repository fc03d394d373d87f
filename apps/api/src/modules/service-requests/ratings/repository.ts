import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { serviceRequestEvents, serviceRequestRatings, serviceRequests } from '#api/db/schema/service-requests.js';

export type RatingRow = typeof serviceRequestRatings.$inferSelect;

/** Inserts the rating; false when the request already has one. */
export async function insertRating(tx: Executor, values: typeof serviceRequestRatings.$inferInsert) {
  const inserted = await tx
    .insert(serviceRequestRatings)
    .values(values)
    .onConflictDoNothing()
    .returning({ requestId: serviceRequestRatings.requestId });
  return inserted.length === 1;
}

export async function ratingsOf(db: Executor, requestIds: string[]): Promise<Map<string, RatingRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(serviceRequestRatings)
    .where(inArray(serviceRequestRatings.requestId, requestIds));
  return new Map(rows.map((row) => [row.requestId, row]));
}

/** When the request was concluded: its latest 'concluido' event. */
export async function concludedAt(db: Executor, requestId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: serviceRequestEvents.at })
    .from(serviceRequestEvents)
    .where(and(eq(serviceRequestEvents.requestId, requestId), eq(serviceRequestEvents.status, 'concluido')))
    .orderBy(desc(serviceRequestEvents.id))
    .limit(1);
  return row?.at;
}

/** Per coverage, the ratings given in [from, to): how many, their sum, and how many were 4 or 5. */
export const ratingsByCoverage = (db: Executor, from: Date, to: Date) =>
  db
    .select({
      coverageId: serviceRequests.coverageId,
      ratings: count(),
      scoreSum: sql<number>`coalesce(${sum(serviceRequestRatings.score)}, 0)::int`,
      fourOrFive: sql<number>`count(*) filter (where ${serviceRequestRatings.score} >= 4)::int`,
    })
    .from(serviceRequestRatings)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestRatings.requestId))
    .where(and(gte(serviceRequestRatings.ratedAt, from), lt(serviceRequestRatings.ratedAt, to)))
    .groupBy(serviceRequests.coverageId)
    .orderBy(serviceRequests.coverageId);

/** Account deletion: the scores stay (the figures), what the person wrote and who they were do not. */
export async function eraseRatingsOf(tx: Executor, accountId: string, subscriptionId?: string) {
  const ofSubscription = tx
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.accountId, subscriptionId ?? accountId));
  await tx
    .update(serviceRequestRatings)
    .set({ comment: null, accountId: null })
    .where(
      subscriptionId === undefined
        ? inArray(serviceRequestRatings.requestId, ofSubscription)
        : and(eq(serviceRequestRatings.accountId, accountId), inArray(serviceRequestRatings.requestId, ofSubscription)),
    );
}
