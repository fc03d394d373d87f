import { z } from 'zod';
import { apiErrorSchema, textSchema } from './common.js';
import { CHARGE_STATUSES, PAYMENT_METHODS } from '../rules/payments.js';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);

/** Amounts are integer centavos of BRL, everywhere in the API. */
const centavos = z.number().int().nonnegative();

/** One charge: what was asked to be paid, how, and where it stands. */
export const chargeSchema = z.object({
  id: z.string(),
  amount: centavos,
  currency: z.literal('BRL'),
  method: paymentMethodSchema,
  status: chargeStatusSchema,
  createdAt: z.string(),
  /** ISO instant after which the PIX code should not be paid; a new charge can be made. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** The BR Code ("PIX Copia e Cola") to pay a PIX charge with; null for a card charge. */
  pix: z.object({ copiaECola: z.string() }).nullable(),
  /** The payment provider's hosted page (card charges, and PIX ones a provider made). */
  invoiceUrl: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** POST /assinatura/checkout (with an Idempotency-Key header): the server prices it. */
export const checkoutBodySchema = z
  .object({
    method: paymentMethodSchema,
    /** Digits with or without the mask (123.456.789-09); the check digits are verified. */
    cpf: textSchema.min(1, 'Informe o CPF.').max(20, 'CPF inválido: confira os números.'),
    /** Add-on SKUs to include (GET /assinatura/oferta lists them). */
    addOns: z.array(textSchema.min(1).max(64)).max(10).optional(),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({ charge: chargeSchema });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const CHECKOUT_REFUSAL_CODES = [
  'cpf-invalido',
  'metodo-indisponivel',
  'adicional-desconhecido',
  'chave-reutilizada',
] as const;

/** A 422 refusal of a checkout: the reason, in Portuguese, and a code to act on. */
export const checkoutRefusalSchema = z.intersection(apiErrorSchema, z.object({ code: z.enum(CHECKOUT_REFUSAL_CODES) }));
export type CheckoutRefusal = z.infer<typeof checkoutRefusalSchema>;

/** GET /cobrancas: the subscriber's charges, newest first. */
export const chargeListSchema = z.object({ items: z.array(chargeSchema) });
export type ChargeList = z.infer<typeof chargeListSchema>;

/** GET /assinatura/oferta: what /Assinar offers this subscriber, priced by the server. */
export const checkoutOfferSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string() }),
  /** The whole year at once by PIX. */
  pix: z.object({ amount: centavos }),
  /** The year in instalments on a card, through the provider's page. */
  card: z.object({
    installments: z.number().int().positive(),
    installmentAmount: centavos,
    amount: centavos,
    /** Why the card cannot be used now (no provider configured); null when it can. */
    unavailableReason: z.string().nullable(),
  }),
  addOns: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      description: z.string(),
      /** For the year, added to either price. */
      amount: centavos,
      installmentAmount: centavos,
    }),
  ),
});
export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;

/** The operators' view of a charge: whose it is, its PIX txid, and who confirmed it. */
export const operatorChargeSchema = chargeSchema.extend({
  txid: z.string().nullable(),
  provider: z.enum(['pix-manual', 'asaas']),
  subscriber: z.object({ name: z.string(), email: z.string(), memberNumber: z.string() }),
  confirmedBy: z.object({ name: z.string(), at: z.string() }).nullable(),
});
export type OperatorCharge = z.infer<typeof operatorChargeSchema>;

export const operatorChargeListSchema = z.object({
  items: z.array(operatorChargeSchema),
  nextCursor: z.string().nullable(),
});
export type OperatorChargeList = z.infer<typeof operatorChargeListSchema>;

export const operatorChargeQuerySchema = z.object({
  status: chargeStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor inválido.')
    .optional(),
});

export const confirmChargeResponseSchema = z.object({ charge: operatorChargeSchema });

/**
 * An Asaas webhook event as documented (id, event, payment): only what is read is named; the
 * rest is kept as received.
 */
export const asaasWebhookEventSchema = z.looseObject({
  id: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  payment: z
    .looseObject({
      id: z.string().min(1).max(100),
      status: z.string().max(100).optional(),
      value: z.number().optional(),
      externalReference: z.string().max(200).nullable().optional(),
      installment: z.string().max(100).nullable().optional(),
    })
    .optional(),
});
export type AsaasWebhookEvent = z.infer<typeof asaasWebhookEventSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true) });
