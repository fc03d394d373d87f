import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { AffiliateProfile } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { affiliateLinks, affiliates } from '#api/db/schema/affiliates.js';

export const findAffiliate = async (db: Executor, id: string) =>
  (await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1))[0];

export const findAffiliateLink = async (db: Executor, code: string) =>
  (await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, code)).limit(1))[0];

export const listAffiliates = (db: Executor) => db.select().from(affiliates).orderBy(asc(affiliates.name));

/** The affiliate's active links unexpired on `today`, the longest-lived first. */
export const activeLinks = (db: Executor, affiliateId: string, today: string) =>
  db
    .select()
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.affiliateId, affiliateId),
        eq(affiliateLinks.status, 'active'),
        gte(affiliateLinks.expirationDate, today),
      ),
    )
    .orderBy(desc(affiliateLinks.expirationDate), asc(affiliateLinks.code));

export async function updateProfile(tx: Executor, id: string, profile: AffiliateProfile) {
  await tx.update(affiliates).set({ profile }).where(eq(affiliates.id, id));
}
