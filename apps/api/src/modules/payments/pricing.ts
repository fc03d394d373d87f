import type { AutoRenewalFrequency, CheckoutOffer, PaymentMethod } from '@game-assist/contracts';

export interface PlanPrices {
  id: string;
  name: string;
  /** The year at once by PIX. */
  pixCents: number;
  installments: number;
  installmentCents: number;
}

export interface AddonPrice {
  sku: string;
  name: string;
  description: string;
  /** For the year; an instalment is a twelfth. */
  yearCents: number;
}

export interface PricedCharge {
  amountCents: number;
  installments: number;
  items: { sku: string; name: string; amountCents: number }[];
}

/** Why a way to pay is not offered (null: offered). */
export interface Unavailable {
  card: string | null;
  pixAutomatico: string | null;
}

const OFFERED: Unavailable = { card: null, pixAutomatico: null };

/** What /Assinar shows: the plan's prices (the year, its instalments, PIX Automático's month) and each add-on's, in centavos. */
export function offerFor(plan: PlanPrices, addons: AddonPrice[], unavailable: Unavailable): CheckoutOffer {
  return {
    plan: { id: plan.id, name: plan.name },
    pix: { amount: plan.pixCents },
    card: {
      installments: plan.installments,
      installmentAmount: plan.installmentCents,
      amount: plan.installments * plan.installmentCents,
      unavailableReason: unavailable.card,
    },
    pixAutomatico: {
      mensal: { amount: plan.installmentCents, months: plan.installments },
      anual: { amount: plan.pixCents },
      unavailableReason: unavailable.pixAutomatico,
    },
    addOns: addons.map((addon) => ({
      sku: addon.sku,
      name: addon.name,
      description: addon.description,
      amount: addon.yearCents,
      installmentAmount: Math.round(addon.yearCents / plan.installments),
    })),
  };
}

/**
 * The server's price of a checkout: the plan's PIX or card price plus each add-on for the year.
 * A card's total is its instalment times their number, so every instalment is the same.
 */
export function priceCharge(
  plan: PlanPrices,
  addons: AddonPrice[],
  method: PaymentMethod,
  autoRenewal?: AutoRenewalFrequency,
): PricedCharge {
  const offer = offerFor(plan, addons, OFFERED);
  if (autoRenewal === 'mensal') {
    // One month: the plan's instalment and each add-on's, the same as every debit after it.
    const items = [
      { sku: plan.id, name: plan.name, amountCents: offer.pixAutomatico.mensal.amount },
      ...offer.addOns.map((addon) => ({ sku: addon.sku, name: addon.name, amountCents: addon.installmentAmount })),
    ];
    return { amountCents: items.reduce((sum, item) => sum + item.amountCents, 0), installments: 1, items };
  }
  const items = [
    { sku: plan.id, name: plan.name, amountCents: method === 'pix' ? offer.pix.amount : offer.card.amount },
    ...offer.addOns.map((addon) => ({
      sku: addon.sku,
      name: addon.name,
      amountCents: method === 'pix' ? addon.amount : addon.installmentAmount * plan.installments,
    })),
  ];
  return {
    amountCents: items.reduce((sum, item) => sum + item.amountCents, 0),
    installments: method === 'pix' ? 1 : plan.installments,
    items,
  };
}
