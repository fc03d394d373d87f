import type { AffiliateProfile } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The affiliate's name, for the subscription and the commission statement; undefined for an unknown id. */
export const affiliateName = async (db: Executor, id: string) => (await repo.findAffiliate(db, id))?.name;

/** The link a subscription came by (its plan, status, expiry and commission rate); undefined for an unknown code. */
export const affiliateLink = (db: Executor, code: string) => repo.findAffiliateLink(db, code);

/** The affiliate's row (name, status, the public profile); undefined for an unknown id. */
export const affiliateById = (db: Executor, id: string) => repo.findAffiliate(db, id);

/** Every affiliate, by name (the staff's 'Afiliados'). */
export const allAffiliates = (db: Executor) => repo.listAffiliates(db);

/** The code of the link an affiliate shares today: its active link that lasts longest; undefined without one. */
export const sharedLinkCode = async (db: Executor, affiliateId: string, today: string) =>
  (await repo.activeLinks(db, affiliateId, today))[0]?.code;

/** The public profile changed (a bio approved, #71), in `tx`. */
export const replaceAffiliateProfile = (tx: Executor, id: string, profile: AffiliateProfile) =>
  repo.updateProfile(tx, id, profile);
