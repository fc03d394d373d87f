import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { affiliateLinks, affiliates } from '#api/db/schema/affiliates.js';

export const findAffiliate = async (db: Executor, id: string) =>
  (await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1))[0];

export const findAffiliateLink = async (db: Executor, code: string) =>
  (await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, code)).limit(1))[0];
