import { z } from 'zod/mini';
import { affiliateProfileSchema } from './catalogue.js';

export const affiliateSchema = z.object({
  affiliate_id: z.string(),
  affiliate_name: z.string(),
  status: z.string(),
  profile: affiliateProfileSchema,
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateLinkSchema = z.object({
  link_id: z.string(),
  affiliate_id: z.string(),
  plan_id: z.string(),
  product_name: z.string(),
  url: z.string(),
  expirationDate: z.string(),
  status: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

/** Path ids are short slugs; anything else is rejected before the database sees it. */
const slug = (message: string) =>
  z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, message));
export const idParamSchema = z.object({ id: slug('Identificador inválido.') });
export const codeParamSchema = z.object({ code: slug('Código inválido.') });

export const offerLineSchema = z.object({
  plan_id: z.string(),
  sku: z.string(),
  /** An add-on's stable English name in kebab-case ('dental', 'vision'); a plan line's is its plan's id. */
  slug: z.string(),
  img: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.int(),
  amount: z.string(),
  price: z.number(),
  currency: z.string(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;
export const offerLinesSchema = z.array(offerLineSchema);
