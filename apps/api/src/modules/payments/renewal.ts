import { dateToBr, GRACE_DAYS, webPaths } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { RenewalDue } from '#api/modules/subscriptions/index.js';
import { latestAutoRenewal } from './auto-renewals.js';
import type { BillingDeps } from './deps.js';
import { renewalMessage } from './messages.js';
import { pricesOf } from './prices.js';
import { priceCharge } from './pricing.js';
import { startProviderCharge } from './provider-charge.js';
import * as repo from './repository.js';

/**
 * A PIX renewal charge, priced as the plan and add-ons are now: the year, or a month for a subscription that
 * was PIX Automático's monthly (its authorisation ended, or `fallback`: both tries of a debit failed). None
 * while an authorisation is pending or active, whose debits renew it.
 */
export async function chargeRenewalByPix(
  deps: BillingDeps,
  subscription: RenewalDue,
  now: Date,
  options: { fallback?: boolean } = {},
): Promise<void> {
  const { db, outbox, notifications, providers } = deps;
  const provider = providers.pix;
  // One renewal payable at a time: after a 'Cortesia' moved paidUntil, the earlier one still pays (#67).
  if (!provider || (await repo.hasPendingRenewal(db, subscription.accountId))) return;
  const automatic = await latestAutoRenewal(db, subscription.accountId);
  const debited = automatic?.status === 'ativa' || automatic?.status === 'pendente';
  if (debited && !options.fallback) return;
  const monthly = automatic?.frequency === 'mensal';
  const { paidUntil } = subscription;
  const [prices, account, lastPaid] = await Promise.all([
    pricesOf(db, subscription.planId),
    findAccountById(db, subscription.accountId),
    repo.lastPaid(db, subscription.accountId),
  ]);
  if (!prices || !account || !lastPaid) return;
  const chosen = prices.addons.filter((addon) => subscription.addOns.includes(addon.sku));
  const priced = priceCharge(prices.plan, chosen, 'pix', monthly ? 'mensal' : undefined);
  const providerCharge = startProviderCharge(deps, provider, priced.amountCents);
  const row = await db.transaction(async (tx) => {
    const made = await repo.insertRenewal(tx, {
      accountId: subscription.accountId,
      kind: 'renovacao',
      method: 'pix',
      provider: provider.name,
      amountCents: priced.amountCents,
      installments: 1,
      items: priced.items,
      planId: prices.plan.id,
      addOns: chosen.map((addon) => addon.sku),
      affiliateId: subscription.affiliateId,
      ...providerCharge.fields,
      payerCpf: lastPaid.payerCpf,
      renewsPaidUntil: paidUntil,
      periodMonths: monthly ? 1 : 12,
      createdAt: now,
      // Payable until the grace ends, when the subscription is suspended.
      expiresAt: startOfSaoPauloDay(addDays(paidUntil, 1 + GRACE_DAYS)),
    });
    if (made) await repo.insertEvents(tx, [{ chargeId: made.id, type: 'criada', actor: 'sistema', at: now }]);
    return made;
  });
  if (!row) return;
  const ready = await providerCharge.complete(row, account).catch((error: unknown) => {
    if (error instanceof HttpError) return undefined;
    throw error;
  });
  if (!ready) return;
  await db.transaction(async (tx) => {
    if (!options.fallback) {
      await notifications.notify(tx, subscription.accountId, {
        title: 'Renove sua assinatura',
        path: webPaths.subscribe,
        body: `Sua assinatura vale até ${dateToBr(paidUntil)}. Enviamos por e-mail o código PIX da renovação; você também pode pagar em Assinar.`,
        email: false,
      });
    }
    await outbox.enqueue(tx, renewalMessage(account.email, account.firstName, ready, paidUntil, deps.publicUrl));
  });
}
