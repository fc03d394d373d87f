import { describe, expect, it } from 'vitest';
import { offerFor, priceCharge, type AddonPrice, type PlanPrices } from './pricing.js';

const plan: PlanPrices = {
  id: 'plan-black',
  name: 'Game Assist Black',
  pixCents: 12990,
  installments: 12,
  installmentCents: 1090,
};
const dental: AddonPrice = { sku: 'GA-ADDON-DENTAL', name: 'Dental', description: 'Odonto', yearCents: 5988 };

describe('pricing', () => {
  it('offers R$ 129,90 by PIX or 12 x R$ 10,90 on a card, each add-on by the year and by instalment', () => {
    const offer = offerFor(plan, [dental], { card: null, pixAutomatico: null });
    expect(offer.pix.amount).toBe(12990);
    expect(offer.card).toEqual({ installments: 12, installmentAmount: 1090, amount: 13080, unavailableReason: null });
    expect(offer.addOns[0]).toMatchObject({ amount: 5988, installmentAmount: 499 });
    expect(offer.pixAutomatico).toEqual({
      mensal: { amount: 1090, months: 12 },
      anual: { amount: 12990 },
      unavailableReason: null,
    });
  });

  it('prices PIX Automático: a month of the plan and of each add-on, or the year as by PIX', () => {
    const month = priceCharge(plan, [dental], 'pix', 'mensal');
    expect(month).toMatchObject({ amountCents: 1090 + 499, installments: 1 });
    expect(month.items.map((item) => item.amountCents)).toEqual([1090, 499]);
    expect(priceCharge(plan, [dental], 'pix', 'anual').amountCents).toBe(12990 + 5988);
  });

  it('prices a charge from the plan and the add-ons chosen, never from anything the client sent', () => {
    expect(priceCharge(plan, [], 'pix')).toMatchObject({ amountCents: 12990, installments: 1 });
    expect(priceCharge(plan, [dental], 'pix').amountCents).toBe(12990 + 5988);
    const card = priceCharge(plan, [dental], 'cartao');
    expect(card).toMatchObject({ amountCents: 13080 + 5988, installments: 12 });
    expect(card.amountCents % 12).toBe(0);
    expect(card.items.map((item) => item.sku)).toEqual(['plan-black', 'GA-ADDON-DENTAL']);
  });
});
