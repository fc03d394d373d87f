import { z } from 'zod';
import { CARD_INVALID_REASONS } from '../rules/membership.js';
import { rawTextSchema } from './common.js';

/** Until payments drive it (issue 41), a subscription is one of these. */
export const subscriptionStatusSchema = z.enum(['ativa', 'suspensa', 'cancelada']);

/** GET /assinatura: what the signed-in person subscribes to. */
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
  /** ISO date (yyyy-mm-dd) the subscription started: waiting periods count from it. */
  since: z.string(),
  /** 16 digits, the last a Luhn check digit. */
  memberNumber: z.string().regex(/^\d{16}$/),
  affiliate: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /carteirinha: the member card and its signed token (a compact JWS, EdDSA). */
export const memberCardSchema = z.object({
  token: z.string(),
  memberNumber: z.string(),
  name: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
  /** ISO instant the token stops being valid. */
  validUntil: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** What a member card token claims (besides iss, iat, exp). */
export const memberCardClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  plan: z.string(),
  status: subscriptionStatusSchema,
});

export const verifyCardBodySchema = z.object({ token: rawTextSchema.max(4096) }).strict();
export type VerifyCardBody = z.infer<typeof verifyCardBodySchema>;

export const verifyCardResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    memberNumber: z.string(),
    name: z.string(),
    plan: z.string(),
    status: subscriptionStatusSchema,
    validUntil: z.string(),
  }),
  z.object({ valid: z.literal(false), reason: z.enum(CARD_INVALID_REASONS) }),
]);
export type VerifyCardResponse = z.infer<typeof verifyCardResponseSchema>;

/** The public keys of the member cards, as a JSON Web Key Set (GET /.well-known/jwks.json). */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string() }).passthrough(),
  ),
});
export type Jwks = z.infer<typeof jwksSchema>;
