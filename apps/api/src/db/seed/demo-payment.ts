import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { Executor } from '../client.js';
import { accounts, addons, charges, plans, staffMembers, subscriptionEvents, subscriptions } from '../schema/index.js';

/** In development the seeded administrador confirms PIX payments on /Operador (a staff row of its own, #66). */
export const OPERATOR_EMAIL = 'operador@gameassist.local';

export async function seedOperator(tx: Executor, now: Date): Promise<void> {
  await tx
    .insert(accounts)
    .values({ email: OPERATOR_EMAIL, firstName: 'Olga', lastName: 'Operadora', confirmedAt: now })
    .onConflictDoNothing();
  const [operator] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, OPERATOR_EMAIL));
  if (!operator) return;
  await tx
    .insert(staffMembers)
    .values({ accountId: operator.id, roles: ['administrador'], status: 'ativa', origin: 'seed' })
    .onConflictDoNothing();
}

/** The demo subscriber's one PIX charge for the year, confirmed now; given once. */
export async function payDemoSubscription(tx: Executor, accountId: string, now: Date): Promise<void> {
  const [paid] = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'paga')))
    .limit(1);
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
  if (paid || !subscription) return;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, subscription.planId));
  const chosen = (await tx.select().from(addons)).filter((addon) => subscription.addOns.includes(addon.sku));
  if (!plan) return;
  const items = [
    { sku: plan.id, name: plan.name, amountCents: plan.pixPriceCents },
    ...chosen.map((addon) => ({ sku: addon.sku, name: addon.name, amountCents: addon.yearPriceCents })),
  ];
  const [charge] = await tx
    .insert(charges)
    .values({
      accountId,
      kind: 'adesao',
      method: 'pix',
      provider: 'pix-manual',
      amountCents: items.reduce((sum, item) => sum + item.amountCents, 0),
      items,
      planId: plan.id,
      addOns: subscription.addOns,
      affiliateId: subscription.affiliateId,
      status: 'paga',
      payerCpf: '52998224725',
      txid: `GADEMO${randomBytes(12).toString('hex').toUpperCase().slice(0, 19)}`,
      createdAt: now,
      expiresAt: now,
      paidAt: now,
    })
    .returning({ id: charges.id });
  const paidUntil = addMonths(saoPauloDate(now), 12);
  await tx.update(subscriptions).set({ status: 'ativa', paidUntil }).where(eq(subscriptions.accountId, accountId));
  await tx.insert(subscriptionEvents).values({
    accountId,
    fromStatus: subscription.status,
    toStatus: 'ativa',
    paidUntil,
    cause: 'pagamento',
    chargeId: charge?.id ?? null,
    at: now,
  });
}
