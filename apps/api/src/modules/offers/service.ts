import type { OfferLine } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import * as repo from './repository.js';

const money = (value: number) => value.toFixed(2);

/** An add-on's stable slug: its SKU's name part ('GA-ADDON-VISION' is 'vision'), as the spec named it. */
export const addonSlug = (sku: string) =>
  sku
    .replace(/^GA-ADDON-/, '')
    .toLowerCase()
    .replaceAll('_', '-');

/** How plans and add-ons are offered: a plan as a monthly and an annual line, each active add-on as one. */
export function createOfferService({ db }: { db: Database }) {
  return {
    async planLines(id: string): Promise<OfferLine[]> {
      const plan = await repo.findPlan(db, id);
      if (!plan) throw new HttpError(404, 'Plano não encontrado.');
      const line = (period: 'monthly' | 'annual'): OfferLine => ({
        plan_id: plan.id,
        sku: `${plan.sku}-${period === 'monthly' ? 'M' : 'A'}`,
        slug: plan.id,
        img: plan.img,
        name: `${plan.name} (${period === 'monthly' ? 'mensal' : 'anual'})`,
        description:
          period === 'monthly' ? `${plan.description} ${plan.installments}.` : `${plan.description} ${plan.pixPrice}.`,
        quantity: 1,
        amount: money(period === 'monthly' ? plan.monthlyFee : plan.annualFee),
        price: period === 'monthly' ? plan.monthlyFee : plan.annualFee,
        currency: plan.currency,
      });
      return [line('monthly'), line('annual')];
    },

    async addonLines(): Promise<OfferLine[]> {
      const rows = await repo.listActiveAddons(db);
      return rows.map((addon) => ({
        plan_id: addon.sku,
        sku: addon.sku,
        slug: addonSlug(addon.sku),
        img: addon.img,
        name: addon.name,
        description: addon.description,
        quantity: 1,
        amount: money(addon.price),
        price: addon.price,
        currency: addon.currency,
      }));
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
