import { centavosToBr, DEFAULT_COMMISSION_RATE_BP } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { affiliateLink } from '#api/modules/affiliates/index.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import type { BillingDeps } from './deps.js';
import { ProviderError, type PaymentProvider } from './providers/provider.js';
import * as repo from './repository.js';

const UNPAYABLE_NOTE = 'Pagamento de uma cobrança cancelada ou de uma conta encerrada: devolvido ao pagador.';
const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const monthOf = (at: Date) => saoPauloDate(at).slice(0, 7);

/** Amount × rate, rounded down to the centavo (docs/product.md, 'Affiliates'). */
export const commissionCents = (baseCents: number, rateBp: number) => Math.floor((baseCents * rateBp) / 10_000);

/** A paid charge an affiliate brought earns its commission, at the rate of the link the subscription came by. */
export async function earnCommission(tx: Executor, charge: repo.ChargeRow, at: Date) {
  if (!charge.affiliateId) return;
  const subscription = await readSubscription(tx, charge.accountId);
  const link = subscription?.affiliateLinkCode ? await affiliateLink(tx, subscription.affiliateLinkCode) : undefined;
  const rateBp = link?.affiliateId === charge.affiliateId ? link.commissionRateBp : DEFAULT_COMMISSION_RATE_BP;
  await repo.insertCommission(tx, {
    chargeId: charge.id,
    affiliateId: charge.affiliateId,
    kind: 'comissao',
    baseCents: charge.amountCents,
    rateBp,
    amountCents: commissionCents(charge.amountCents, rateBp),
    month: monthOf(at),
    at,
  });
}

/** The provider that made a charge, when it refunds through its API. */
export function refunderOf(deps: BillingDeps, charge: repo.ChargeRow): PaymentProvider | undefined {
  const provider = Object.values(deps.providers).find((p) => p.name === charge.provider);
  return provider?.refund ? provider : undefined;
}

export function refundUseCases(deps: BillingDeps) {
  const { db, clock, notifications } = deps;

  return {
    /** The money went back (caller's tx, charge locked): refund done, charge 'reembolsada', commission reversed. */
    async completeRefund(
      tx: Executor,
      charge: repo.ChargeRow,
      by: { actor: 'operador' | 'provedor'; accountId?: string; note?: string },
    ) {
      const at = clock.now();
      const refund =
        (await repo.refundOfCharge(tx, charge.id)) ??
        (await repo.insertRefund(tx, {
          chargeId: charge.id,
          accountId: charge.accountId,
          amountCents: charge.amountCents,
          pixKey: charge.payerCpf,
          requestedAt: at,
          providerAskedAt: at,
        }));
      // A deleted account's refund kept its PIX key only for the money to go back (docs/privacy.md).
      const deleted = Boolean((await findAccountById(tx, charge.accountId))?.deletedAt);
      await repo.updateRefund(tx, refund.id, {
        status: 'concluido',
        completedAt: at,
        completedBy: by.accountId ?? null,
        ...(deleted ? { pixKey: '' } : {}),
      });
      await repo.updateCharge(tx, charge.id, { status: 'reembolsada' });
      await repo.insertEvents(tx, [repo.eventBy(charge.id, 'reembolsada', by, at)]);
      const earned = await repo.commissionOf(tx, charge.id);
      if (earned) {
        await repo.insertCommission(tx, {
          chargeId: charge.id,
          affiliateId: earned.affiliateId,
          kind: 'estorno',
          baseCents: -earned.baseCents,
          rateBp: earned.rateBp,
          amountCents: -earned.amountCents,
          month: monthOf(at),
          at,
        });
      }
      if (!deleted) {
        await notifications.notify(tx, charge.accountId, {
          title: 'Reembolso concluído',
          body: `Devolvemos ${centavosToBr(refund.amountCents)} da sua cobrança. Veja em Minhas cobranças.`,
          email: false,
        });
      }
      return refund.id;
    },

    /**
     * The provider took money for a charge that can no longer be paid (cancelled, or its account closed):
     * nothing is activated, a full refund is due to the payer and the provider is asked for it (caller's tx).
     */
    async refundUnpayable(tx: Executor, charge: repo.ChargeRow, note: string, closed: boolean) {
      const at = clock.now();
      await repo.updateCharge(tx, charge.id, { status: 'reembolso-pendente', paidAt: at });
      await repo.insertRefund(tx, wholeRefundToPayer(charge, at));
      await repo.insertEvents(tx, [
        repo.eventBy(charge.id, 'paga', { actor: 'provedor', note }, at),
        repo.eventBy(charge.id, 'reembolso-pedido', { actor: 'provedor', note: UNPAYABLE_NOTE }, at),
      ]);
      if (closed) return;
      await notifications.notify(tx, charge.accountId, {
        title: 'Pagamento devolvido',
        body: `Recebemos ${centavosToBr(charge.amountCents)} de uma cobrança que já estava cancelada: o valor será devolvido a quem pagou. Veja em Minhas cobranças.`,
        email: false,
      });
    },

    /** The provider refunds on its own (from its page): the refund is recorded as already asked (caller's tx). */
    async refundByProvider(tx: Executor, charge: repo.ChargeRow) {
      if (await repo.refundOfCharge(tx, charge.id)) return;
      const at = clock.now();
      await repo.insertRefund(tx, { ...wholeRefundToPayer(charge, at), providerAskedAt: at });
    },

    /** Asks each provider refund not yet asked; one that fails stays to be asked on the next cycle. */
    async askProviderRefunds(): Promise<void> {
      for (const { refund, charge } of await repo.refundsToAsk(db)) {
        const provider = refunderOf(deps, charge);
        if (!provider?.refund || !charge.providerPaymentId) continue;
        // Claimed first: two processes never ask the provider for the same refund.
        if (!(await repo.claimProviderAsk(db, refund.id, clock.now()))) continue;
        try {
          await provider.refund({
            providerPaymentId: charge.providerPaymentId,
            providerInstallmentId: charge.providerInstallmentId,
            reason: `Cancelamento ${refund.protocol ?? ''}`.trim(),
          });
        } catch (error) {
          await repo.updateRefund(db, refund.id, { providerAskedAt: null });
          if (error instanceof ProviderError) continue;
          throw error;
        }
      }
    },
  };
}

/** A refund of the whole charge to the payer's own CPF, asked at `at`. */
const wholeRefundToPayer = (charge: repo.ChargeRow, at: Date) => ({
  chargeId: charge.id,
  accountId: charge.accountId,
  amountCents: charge.amountCents,
  pixKey: formatCpf(charge.payerCpf),
  requestedAt: at,
});
