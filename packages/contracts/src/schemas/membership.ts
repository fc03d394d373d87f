import { z } from 'zod/mini';
import { CARD_INVALID_REASONS, CARD_TOKEN_DIGITS, CARD_TOKEN_INVALID_REASONS } from '../rules/membership.js';
import { CANCELLATION_KINDS, SUBSCRIPTION_STATUSES } from '../rules/subscriptions.js';
import { apiErrorWith, rawTextSchema } from './common.js';
import { autoRenewalSchema } from './payments.js';

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const subscriptionSchema = z.object({
  plan: z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    description: z.string(),
    benefits: z.array(z.object({ name: z.string(), description: z.string() })),
  }),
  addOns: z.array(z.object({ sku: z.string(), name: z.string() })),
  status: subscriptionStatusSchema,
  since: z.string(),
  // The last day (São Paulo) the payments cover; null before the first payment.
  paidUntil: z.nullable(z.string()),
  // 'Cortesia': goodwill days the central granted in the period paid now (#67); absent when none.
  courtesyDays: z.optional(z.int()),
  // The last of the 16 digits is a Luhn check digit.
  memberNumber: z.string().check(z.regex(/^\d{16}$/)),
  affiliate: z.nullable(z.object({ id: z.string(), name: z.string() })),
  // A cancellation asked for and not undone: its protocol, kind and last day.
  cancellation: z.nullable(
    z.object({ protocol: z.string(), kind: z.enum(CANCELLATION_KINDS), cancelAt: z.string(), undoable: z.boolean() }),
  ),
  // PIX Automático (#69): the latest authorisation; absent when the subscription never had one.
  autoRenewal: z.optional(autoRenewalSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const cardFace = {
  memberNumber: z.string(),
  name: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
  validUntil: z.string(),
};

export const memberCardSchema = z.object({ token: z.string(), ...cardFace });
export type MemberCard = z.infer<typeof memberCardSchema>;

// GET /carteirinha while the subscription is not in force: why, and its status.
export const memberCardRefusalSchema = apiErrorWith('MemberCardRefusal', {
  reason: z.literal('assinatura-inativa'),
  status: subscriptionStatusSchema,
});
export type MemberCardRefusal = z.infer<typeof memberCardRefusalSchema>;

export const memberCardClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
  // The revocation id (absent from cards issued before it existed).
  rid: z.optional(z.string()),
});

export const verifyCardBodySchema = z.strictObject({ token: rawTextSchema.check(z.maxLength(4096)) });
export type VerifyCardBody = z.infer<typeof verifyCardBodySchema>;

export const verifyCardResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), ...cardFace }),
  z.object({ valid: z.literal(false), reason: z.enum(CARD_INVALID_REASONS) }),
]);
export type VerifyCardResponse = z.infer<typeof verifyCardResponseSchema>;

export const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string() })),
});
export type Jwks = z.infer<typeof jwksSchema>;

export const verifyCardTokenBodySchema = z.strictObject({
  memberNumber: z.string().check(z.regex(/^\d{16}$/, 'Informe os 16 dígitos do número da carteirinha.')),
  token: z.string().check(z.regex(new RegExp(`^\\d{${CARD_TOKEN_DIGITS}}$`), 'O token tem 6 dígitos.')),
});
export type VerifyCardTokenBody = z.infer<typeof verifyCardTokenBodySchema>;

export const verifyCardTokenResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), name: z.string(), plan: z.string(), status: subscriptionStatusSchema }),
  z.object({ valid: z.literal(false), reason: z.enum(CARD_TOKEN_INVALID_REASONS) }),
]);
export type VerifyCardTokenResponse = z.infer<typeof verifyCardTokenResponseSchema>;

// SMART Health Cards' revocation list (rules/membership.ts revocationIndex).
export const cardRevocationListSchema = z.object({
  kid: z.string(),
  method: z.literal('rid'),
  ctr: z.number(),
  rids: z.array(z.string()),
});
export type CardRevocationList = z.infer<typeof cardRevocationListSchema>;
