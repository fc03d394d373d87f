import { z } from 'zod/mini';
import { coverageRulesSchema } from './service-requests.js';

const text = z.string();
const maybeText = z.nullable(text);

export const affiliateProfileSchema = z.object({
  canal: z.optional(text),
  bio: z.array(text),
  name: text,
  gender: z.optional(text),
  age: z.optional(z.int()),
  occupation: z.optional(text),
  description: z.optional(text),
  highlights: z.array(z.object({ url: text, title: z.optional(text) })),
  partnerDetails: z.object({ verifiedStatus: text, partnership: text }),
  actions: z.optional(z.array(z.object({ text, url: text }))),
  avatar: maybeText,
});
export type AffiliateProfile = z.infer<typeof affiliateProfileSchema>;

const centavos = z.int().check(z.positive('O valor deve ser maior que zero.'));

/** What it costs, said plainly (#68): without the subscription, and with it (included, a price, or a discount). */
export const coveragePricingSchema = z.object({
  withoutCents: z.nullable(centavos),
  with: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('incluido'),
      count: z.nullable(z.int().check(z.positive('Informe quantas vezes.'))),
      period: z.enum(['mes', 'ano']),
    }),
    z.object({ kind: z.literal('preco'), cents: centavos }),
    z.object({
      kind: z.literal('desconto'),
      percent: z.int().check(z.minimum(1, 'De 1 a 100 %.'), z.maximum(100, 'De 1 a 100 %.')),
    }),
  ]),
});
export type CoveragePricing = z.infer<typeof coveragePricingSchema>;

export const coverageSchema = z.object({
  _id: text,
  benefitName: text,
  coverageType: maybeText,
  coverageAmount: maybeText,
  usageLimit: maybeText,
  waitingPeriod: maybeText,
  includedServices: z.array(text),
  exclusions: z.array(text),
  eligibleBeneficiaries: z.array(text),
  provider: z.nullable(
    z.object({ type: text, name: text, contact: z.object({ phone: text, email: text, website: text }) }),
  ),
  activationProcess: maybeText,
  supportContact: z.nullable(z.object({ phone: text, email: text, appLink: text })),
  benefitDuration: maybeText,
  adjustmentRules: maybeText,
  cancellationPolicy: z.nullable(z.object({ terms: text, penalty: text })),
  affiliateName: z.optional(text),
  rules: z.optional(z.nullable(coverageRulesSchema)),
  profile: z.optional(affiliateProfileSchema),
  pricing: z.optional(z.nullable(coveragePricingSchema)),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const categorySchema = z.object({
  _id: text,
  /** The spec's English name in kebab-case ('life-balance'): stable, for clients that matched the spec's names. */
  slug: text,
  /** In Portuguese, for people ('Saúde e bem-estar'). */
  name: text,
  description: text,
  coverages: z.array(coverageSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const catalogueResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
