import { z } from 'zod/mini';
import { apiErrorWith, sixDigitCodeSchema, textSchema } from './common.js';
import { parsePixKey, PIX_KEY_INVALID_MESSAGE } from '../rules/pix-key.js';
import { CHARGE_STATUSES, CHECKOUT_REFUSAL_REASONS, PAYMENT_METHODS } from '../rules/payments.js';
import {
  AUTO_DEBIT_STATUSES,
  AUTO_RENEWAL_FREQUENCIES,
  AUTO_RENEWAL_STATUSES,
  CANCELLATION_KINDS,
  SUBSCRIPTION_STATUSES,
} from '../rules/subscriptions.js';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);

/** Amounts are integer centavos of BRL, everywhere in the API. */
const centavos = z.int().check(z.nonnegative());

/** What a charge pays for (#69): 12 months or a PIX Automático month, and the first day paid (null before payment). */
export const chargePeriodShape = {
  periodMonths: z.int().check(z.positive()),
  automatic: z.boolean(),
  periodFrom: z.nullable(z.string()),
};

export const chargeSchema = z.object({
  id: z.string(),
  amount: centavos,
  currency: z.literal('BRL'),
  method: paymentMethodSchema,
  status: chargeStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  pix: z.nullable(z.object({ copiaECola: z.string() })),
  invoiceUrl: z.nullable(z.string()),
  ...chargePeriodShape,
});
export type Charge = z.infer<typeof chargeSchema>;

export const checkoutBodySchema = z.strictObject({
  method: paymentMethodSchema,
  cpf: textSchema.check(z.minLength(1, 'Informe o CPF.'), z.maxLength(20, 'CPF inválido: confira os números.')),
  addOns: z.optional(z.array(textSchema.check(z.minLength(1), z.maxLength(64))).check(z.maxLength(10))),
  // PIX Automático (method 'pix'): the QR code pays the first period and authorises the next debits.
  autoRenewal: z.optional(z.enum(AUTO_RENEWAL_FREQUENCIES)),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The subscription's PIX Automático authorisation, as /MeuPlano shows it. */
export const autoRenewalSchema = z.object({
  status: z.enum(AUTO_RENEWAL_STATUSES),
  method: z.literal('pix-automatico'),
  frequency: z.enum(AUTO_RENEWAL_FREQUENCIES),
  // The next debit (São Paulo date) and its amount while the authorisation is active; null otherwise.
  nextDebitOn: z.nullable(z.string()),
  nextDebitAmount: z.nullable(centavos),
  // The last day 'Desativar renovação automática' stops that debit: the day before it.
  cutOff: z.nullable(z.string()),
  lastDebit: z.nullable(z.object({ dueOn: z.string(), amount: centavos, status: z.enum(AUTO_DEBIT_STATUSES) })),
});
export type AutoRenewal = z.infer<typeof autoRenewalSchema>;

export const checkoutResponseSchema = z.object({ charge: chargeSchema, autoRenewal: z.optional(autoRenewalSchema) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutRefusalSchema = apiErrorWith('CheckoutRefusal', { reason: z.enum(CHECKOUT_REFUSAL_REASONS) });
export type CheckoutRefusal = z.infer<typeof checkoutRefusalSchema>;

export const chargeListSchema = z.object({ items: z.array(chargeSchema) });
export type ChargeList = z.infer<typeof chargeListSchema>;

export const checkoutOfferSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string() }),
  pix: z.object({ amount: centavos }),
  // The year at once by PIX, or in instalments on a card through the provider's page.
  card: z.object({
    installments: z.int().check(z.positive()),
    installmentAmount: centavos,
    amount: centavos,
    unavailableReason: z.nullable(z.string()),
  }),
  // PIX Automático: a month's debit (an add-on adds its installmentAmount) or the year's; offered only with a provider.
  pixAutomatico: z.object({
    mensal: z.object({ amount: centavos, months: z.int().check(z.positive()) }),
    anual: z.object({ amount: centavos }),
    unavailableReason: z.nullable(z.string()),
  }),
  addOns: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      description: z.string(),
      amount: centavos,
      installmentAmount: centavos,
    }),
  ),
});
export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;

export const operatorChargeSchema = z.extend(chargeSchema, {
  txid: z.nullable(z.string()),
  provider: z.enum(['pix-manual', 'asaas']),
  subscriber: z.object({ name: z.string(), email: z.string(), memberNumber: z.string() }),
  confirmedBy: z.nullable(z.object({ name: z.string(), at: z.string() })),
});
export type OperatorCharge = z.infer<typeof operatorChargeSchema>;

export const operatorChargeListSchema = z.object({
  items: z.array(operatorChargeSchema),
  nextCursor: z.nullable(z.string()),
});
export type OperatorChargeList = z.infer<typeof operatorChargeListSchema>;

export const operatorChargeQuerySchema = z.object({
  status: z.optional(chargeStatusSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor inválido.'))),
});

export const confirmChargeResponseSchema = z.object({ charge: operatorChargeSchema });

/** An Asaas webhook event as documented: only what is read is named, the rest kept as received. */
export const asaasWebhookEventSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  // When Asaas made the event ('2026-11-26 14:00:00'): events are applied in this order, not as they arrive.
  dateCreated: z.optional(z.string().check(z.maxLength(40))),
  payment: z.optional(
    z.looseObject({
      id: z.string().check(z.minLength(1), z.maxLength(100)),
      status: z.optional(z.string().check(z.maxLength(100))),
      value: z.optional(z.number()),
      customer: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
      externalReference: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
      installment: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
      // PIX Automático: the authorisation a first payment or a debit belongs to, and the QR code's identifier.
      pixAutomaticAuthorizationId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
      conciliationIdentifier: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
    }),
  ),
  authorization: z.optional(
    z.looseObject({
      id: z.string().check(z.minLength(1), z.maxLength(100)),
      status: z.optional(z.string().check(z.maxLength(100))),
      cancellationReason: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
    }),
  ),
  paymentInstruction: z.optional(
    z.looseObject({
      id: z.string().check(z.minLength(1), z.maxLength(100)),
      status: z.optional(z.string().check(z.maxLength(100))),
      paymentId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
      refusalReason: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
    }),
  ),
});
export type AsaasWebhookEvent = z.infer<typeof asaasWebhookEventSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true) });

export const cancelBodySchema = z.strictObject({
  reason: z.optional(textSchema.check(z.maxLength(500, 'O motivo tem no máximo 500 caracteres.'))),
  // Where a refund is sent; the payer's CPF when not given. Another key needs `code` (docs/security.md).
  refundPixKey: z.optional(
    textSchema.check(z.refine<string>((typed) => parsePixKey(typed) !== undefined, PIX_KEY_INVALID_MESSAGE)),
  ),
  code: z.optional(sixDigitCodeSchema),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

export const refundSummarySchema = z.object({
  amount: centavos,
  status: z.enum(['pendente', 'concluido']),
});

export const cancellationSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  kind: z.enum(CANCELLATION_KINDS),
  // The last day (São Paulo) the subscription is in force: today for a withdrawal.
  cancelAt: z.string(),
  protocol: z.string(),
  requestedAt: z.string(),
  undoable: z.boolean(),
  refund: z.nullable(refundSummarySchema),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

// What cancelling now would do, said on the confirmation sheet before the tap (the same rule the cancel applies).
export const cancellationPreviewSchema = z.object({
  kind: z.enum(CANCELLATION_KINDS),
  // The last day (São Paulo) the subscription would be in force: today unless at the end of the period.
  cancelAt: z.string(),
  // The full refund due: every paid charge, within 7 days of the first payment.
  refund: z.nullable(z.object({ amount: centavos })),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const deactivateAutoRenewalResponseSchema = z.object({
  autoRenewal: autoRenewalSchema,
  // The last day paid for: the subscription stays in force until then, then ends unless paid again.
  paidUntil: z.nullable(z.string()),
});
export type DeactivateAutoRenewalResponse = z.infer<typeof deactivateAutoRenewalResponseSchema>;

export const undoCancellationResponseSchema = z.object({ undone: z.literal(true) });

export const receiptSchema = z.object({
  chargeId: z.string(),
  status: chargeStatusSchema,
  items: z.array(z.object({ name: z.string(), amount: centavos })),
  amount: centavos,
  method: paymentMethodSchema,
  installments: z.int(),
  paidAt: z.string(),
  payer: z.object({ name: z.string(), cpf: z.string() }),
  memberNumber: z.string(),
  ...chargePeriodShape,
  refund: z.nullable(
    z.object({ amount: centavos, status: z.enum(['pendente', 'concluido']), completedAt: z.nullable(z.string()) }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const operatorRefundSchema = z.object({
  id: z.string(),
  chargeId: z.string(),
  amount: centavos,
  method: paymentMethodSchema,
  provider: z.enum(['pix-manual', 'asaas']),
  pixKey: z.string(),
  status: z.enum(['pendente', 'concluido']),
  requestedAt: z.string(),
  completedAt: z.nullable(z.string()),
  protocol: z.nullable(z.string()),
  subscriber: z.object({ name: z.string(), email: z.string(), memberNumber: z.string() }),
  ...chargePeriodShape,
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;

export const operatorRefundListSchema = z.object({ items: z.array(operatorRefundSchema) });
export type OperatorRefundList = z.infer<typeof operatorRefundListSchema>;
export const completeRefundResponseSchema = z.object({ refund: operatorRefundSchema });

export const statementQuerySchema = z.object({
  mes: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido: use AAAA-MM.')),
});

export const affiliateStatementSchema = z.object({
  month: z.string(),
  rounding: z.string(),
  items: z.array(
    z.object({
      affiliateId: z.string(),
      affiliateName: z.string(),
      subscriptionsBrought: z.int(),
      paidCharges: z.int(),
      paidAmount: centavos,
      refundedCharges: z.int(),
      refundedAmount: centavos,
      // Commissions earned minus those reversed in the month: negative when reversals exceed.
      commission: z.int(),
    }),
  ),
});
export type AffiliateStatement = z.infer<typeof affiliateStatementSchema>;
