import type { Affiliate, AffiliateLink } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import * as repo from './repository.js';

/** Public affiliate data: what the onboarding screen shows when an affiliate link is followed. */
export function createAffiliateService({ db }: { db: Database }) {
  return {
    async affiliate(id: string): Promise<Affiliate> {
      const row = await repo.findAffiliate(db, id);
      if (!row) throw new HttpError(404, 'Parceiro não encontrado.');
      return { affiliate_id: row.id, affiliate_name: row.name, status: row.status, profile: row.profile };
    },

    async link(code: string): Promise<AffiliateLink> {
      const row = await repo.findAffiliateLink(db, code);
      if (!row) throw new HttpError(404, 'Link de parceiro não encontrado.');
      return {
        link_id: row.code,
        affiliate_id: row.affiliateId,
        plan_id: row.planId,
        product_name: row.productName,
        url: row.url,
        expirationDate: row.expirationDate,
        status: row.status,
      };
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
