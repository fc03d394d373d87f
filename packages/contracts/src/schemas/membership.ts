import { z } from 'zod/mini';
import { CARD_INVALID_REASONS } from '../rules/membership.js';
import { rawTextSchema } from './common.js';

/** Until payments drive it (issue 41), a subscription is one of these. */
export const subscriptionStatusSchema = z.enum(['ativa', 'suspensa', 'cancelada']);

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
  // The last of the 16 digits is a Luhn check digit.
  memberNumber: z.string().check(z.regex(/^\d{16}$/)),
  affiliate: z.nullable(z.object({ id: z.string(), name: z.string() })),
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

export const memberCardClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
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
