import {
  centavosToBr,
  dateToBr,
  PAID_PERIOD_MONTHS,
  RENEWAL_DAYS_BEFORE,
  type OfferContent,
} from '@game-assist/contracts';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';

/** CDC art. 6 III and 31: a price rise is told at least this long before a renewal charged at it. */
export const PRICE_NOTICE_DAYS = 30;

export interface Renewing {
  accountId: string;
  paidUntil: string | null;
  planId: string;
  addOns: string[];
}

const planTotal = (plan: OfferContent['plans'][number]) =>
  Math.max(plan.pixPriceCents, plan.installmentCents * plan.installmentCount);

/** The plans and add-ons whose price `draft` raises over `current`. */
export function raisedPrices(draft: OfferContent, current: OfferContent) {
  const plans = draft.plans.filter((plan) => {
    const before = current.plans.find((other) => other.id === plan.id);
    return before !== undefined && planTotal(plan) > planTotal(before);
  });
  const addons = draft.addons.filter((addon) => {
    const before = current.addons.find((other) => other.sku === addon.sku);
    return before !== undefined && addon.yearPriceCents > before.yearPriceCents;
  });
  return { planIds: plans.map((plan) => plan.id), addonSkus: addons.map((addon) => addon.sku) };
}

/** The day a subscription's renewal is charged (São Paulo). */
const chargedOn = (paidUntil: string) => addDays(paidUntil, -RENEWAL_DAYS_BEFORE);

/**
 * The first day a rise may start: after every renewal charged within the next PRICE_NOTICE_DAYS (those
 * would be told too late), today when there is none.
 */
export function earliestStart(renewing: readonly Renewing[], now: Date): string {
  const today = saoPauloDate(now);
  const tooSoon = addDays(today, PRICE_NOTICE_DAYS);
  const soon = renewing
    .flatMap((row) => (row.paidUntil ? [chargedOn(row.paidUntil)] : []))
    .filter((day) => day >= today && day < tooSoon)
    .sort();
  const last = soon.at(-1);
  return last ? addDays(last, 1) : today;
}

/** What each subscriber is told: the renewal from which the new price applies, and the new price. */
export function priceNotice(row: Renewing, draft: OfferContent, startsOn: string) {
  const paidUntil = row.paidUntil ?? startsOn;
  const renewal = chargedOn(paidUntil) >= startsOn ? paidUntil : addMonths(paidUntil, PAID_PERIOD_MONTHS);
  const plan = draft.plans.find((one) => one.id === row.planId);
  const addons = draft.addons.filter((addon) => row.addOns.includes(addon.sku));
  const extras = addons.reduce((sum, addon) => sum + addon.yearPriceCents, 0);
  const price = plan ? `${centavosToBr(plan.pixPriceCents + extras)} no PIX` : 'um novo valor';
  return {
    title: 'O preço da sua assinatura vai mudar',
    body: `A partir da renovação de ${dateToBr(renewal)}, a assinatura passa a custar ${price} por ano, com os adicionais que você tem. Até lá nada muda, e você pode cancelar quando quiser em Meu plano.`,
  };
}
