import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The affiliate's name, for the subscription and the commission statement; undefined for an unknown id. */
export const affiliateName = async (db: Executor, id: string) => (await repo.findAffiliate(db, id))?.name;

/** The link a subscription came by (its plan, status, expiry and commission rate); undefined for an unknown code. */
export const affiliateLink = (db: Executor, code: string) => repo.findAffiliateLink(db, code);
