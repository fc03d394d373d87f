import { createHash } from 'node:crypto';
import {
  CPF_INVALID_MESSAGE,
  PIX_VALIDITY_MINUTES,
  type AutoRenewal,
  type Charge,
  type CheckoutBody,
  type CheckoutOffer,
  type CheckoutRefusal,
  type PaymentMethod,
} from '@game-assist/contracts';
import { retryOnConflict } from '#api/db/retry.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { lockSubscription, readSubscription } from '#api/modules/subscriptions/index.js';
import { validCpf } from './cpf.js';
import type { PaymentDeps } from './deps.js';
import { presentCharge } from './present.js';
import { pricesOf } from './prices.js';
import { offerFor, priceCharge } from './pricing.js';
import { authoriseWithFirstPayment, autoRenewalView, startAutoRenewal } from './auto-renewals.js';
import { cancelAtProvider, startProviderCharge } from './provider-charge.js';
import * as repo from './repository.js';

/** A refusal is thrown (a 422 `CheckoutRefusal`). */
export type CheckoutOutcome = { kind: 'created' | 'replayed'; charge: Charge; autoRenewal?: AutoRenewal };

const NO_SUBSCRIPTION = 'Assinatura não encontrada.';
export const PIX_AUTOMATICO_UNAVAILABLE =
  'PIX Automático indisponível: os débitos mensais são feitos por um provedor de pagamento, que ainda não foi configurado. Pague o ano com PIX.';
export const CARD_UNAVAILABLE =
  'Pagamento com cartão indisponível no momento: ele é feito na página segura de um provedor de pagamento, que ainda não foi configurado. Pague com PIX.';

const refused = (reason: CheckoutRefusal['reason'], message: string) => new HttpError(422, message, { reason });

/** What was asked, so a reused Idempotency-Key with another checkout is told apart from a retry. */
const fingerprintOf = (method: PaymentMethod, cpf: string, addOns: string[], autoRenewal?: string) =>
  createHash('sha256')
    .update(JSON.stringify([method, cpf, [...addOns].sort(), ...(autoRenewal ? [autoRenewal] : [])]))
    .digest('base64url');

export function checkoutUseCases(deps: Pick<PaymentDeps, 'db' | 'clock' | 'providers'>) {
  const { db, clock, providers } = deps;
  const autoRenewalOfCheckout = async (row: repo.ChargeRow) => {
    const autoRenewal = await autoRenewalView(db, row.accountId, { paidUntil: null, cancelsOn: null });
    return autoRenewal ? { autoRenewal } : {};
  };

  return {
    /** What /Assinar shows: the subscription's plan (the affiliate link's, else the default) and prices. */
    async offer(accountId: string): Promise<CheckoutOffer> {
      const subscription = await readSubscription(db, accountId);
      if (!subscription) throw new HttpError(404, NO_SUBSCRIPTION);
      const prices = await pricesOf(db, subscription.planId);
      if (!prices) throw new HttpError(404, 'Plano não encontrado.');
      return offerFor(prices.plan, prices.addons, {
        card: providers.cartao ? null : CARD_UNAVAILABLE,
        pixAutomatico: providers.pix?.automatic ? null : PIX_AUTOMATICO_UNAVAILABLE,
      });
    },

    /**
     * Prices the plan and add-ons on the server and makes the charge with the method's provider.
     * Under the subscription's row lock, so a retry with the same Idempotency-Key finds the first.
     */
    async checkout(accountId: string, body: CheckoutBody, key: string): Promise<CheckoutOutcome> {
      const cpf = validCpf(body.cpf);
      if (!cpf) throw refused('cpf-invalido', CPF_INVALID_MESSAGE);
      const provider = providers[body.method];
      if (!provider) throw refused('metodo-indisponivel', CARD_UNAVAILABLE);
      if (body.autoRenewal && (body.method !== 'pix' || !provider.automatic)) {
        throw refused('metodo-indisponivel', PIX_AUTOMATICO_UNAVAILABLE);
      }
      const account = await findAccountById(db, accountId);
      const subscription = await readSubscription(db, accountId);
      if (!account || !subscription) throw new HttpError(404, NO_SUBSCRIPTION);
      const prices = await pricesOf(db, subscription.planId);
      if (!prices) throw new HttpError(404, 'Plano não encontrado.');
      const wanted = [...new Set(body.addOns ?? [])];
      const chosen = prices.addons.filter((addon) => wanted.includes(addon.sku));
      if (chosen.length !== wanted.length) {
        throw refused(
          'adicional-desconhecido',
          'Um dos adicionais escolhidos não está mais à venda. Revise a sua escolha.',
        );
      }
      const priced = priceCharge(prices.plan, chosen, body.method, body.autoRenewal);
      const fingerprint = fingerprintOf(body.method, cpf, wanted, body.autoRenewal);
      const now = clock.now();
      const providerCharge = startProviderCharge(deps, provider, priced.amountCents);

      const first = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const locked = await lockSubscription(tx, accountId);
          const earlier = await repo.findByIdempotencyKey(tx, accountId, key);
          if (earlier) return { earlier };
          const row = await repo.insertCharge(tx, {
            accountId,
            kind: locked?.paidUntil ? 'renovacao' : 'adesao',
            method: body.method,
            provider: provider.name,
            amountCents: priced.amountCents,
            installments: priced.installments,
            items: priced.items,
            planId: prices.plan.id,
            addOns: wanted,
            affiliateId: locked?.affiliateId ?? null,
            ...providerCharge.fields,
            payerCpf: cpf,
            idempotencyKey: key,
            fingerprint,
            periodMonths: body.autoRenewal === 'mensal' ? 1 : 12,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PIX_VALIDITY_MINUTES * 60_000),
          });
          if (body.autoRenewal) await startAutoRenewal(tx, row, body.autoRenewal, now);
          const replaced = await repo.cancelPendingOf(tx, accountId, row.id);
          await repo.insertEvents(tx, [
            { chargeId: row.id, type: 'criada', actor: 'assinante', actorAccountId: accountId, at: now },
            ...replaced.map(({ id }) => ({
              chargeId: id,
              type: 'cancelada' as const,
              actor: 'assinante' as const,
              actorAccountId: accountId,
              note: 'Substituída por uma nova cobrança.',
              at: now,
            })),
          ]);
          return { row, replaced: replaced.map(({ id }) => id) };
        }),
      );
      if (first.earlier) {
        if (first.earlier.fingerprint !== fingerprint) {
          throw refused('chave-reutilizada', 'Esta chave de idempotência já foi usada em outro pedido.');
        }
        return { kind: 'replayed', charge: presentCharge(first.earlier, clock.now()) };
      }
      await cancelAtProvider(deps, first.replaced);
      if (body.autoRenewal && provider.automatic) {
        const row = await authoriseWithFirstPayment(deps, provider.automatic, first.row, account, body.autoRenewal);
        return { kind: 'created', charge: presentCharge(row, clock.now()), ...(await autoRenewalOfCheckout(row)) };
      }
      const row = await providerCharge.complete(first.row, account);
      return { kind: 'created', charge: presentCharge(row, clock.now()) };
    },
  };
}
