import { z } from 'zod';
import { coverageRulesSchema } from './service-requests.js';

export const affiliateProfileSchema = z.object({
  canal: z.string().optional(),
  bio: z.array(z.string()),
  name: z.string(),
  gender: z.string().optional(),
  age: z.number().int().optional(),
  occupation: z.string().optional(),
  description: z.string().optional(),
  highlights: z.array(z.object({ url: z.string(), title: z.string().optional() })),
  partnerDetails: z.object({ verifiedStatus: z.string(), partnership: z.string() }),
  actions: z.array(z.object({ text: z.string(), url: z.string() })).optional(),
  avatar: z.string().nullable(),
});
export type AffiliateProfile = z.infer<typeof affiliateProfileSchema>;

export const coverageSchema = z.object({
  _id: z.string(),
  benefitName: z.string(),
  coverageType: z.string().nullable(),
  coverageAmount: z.string().nullable(),
  usageLimit: z.string().nullable(),
  waitingPeriod: z.string().nullable(),
  includedServices: z.array(z.string()),
  exclusions: z.array(z.string()),
  eligibleBeneficiaries: z.array(z.string()),
  provider: z
    .object({
      type: z.string(),
      name: z.string(),
      contact: z.object({ phone: z.string(), email: z.string(), website: z.string() }),
    })
    .nullable(),
  activationProcess: z.string().nullable(),
  supportContact: z.object({ phone: z.string(), email: z.string(), appLink: z.string() }).nullable(),
  benefitDuration: z.string().nullable(),
  adjustmentRules: z.string().nullable(),
  cancellationPolicy: z.object({ terms: z.string(), penalty: z.string() }).nullable(),
  /** Set on affiliate coverages: the sheet then shows the affiliate bio view. */
  affiliateName: z.string().optional(),
  /**
   * The usage limit and waiting period as rules the API enforces (the texts above are how the sheet
   * words them); null on coverages nobody requests, such as affiliate bios.
   */
  rules: coverageRulesSchema.nullable().optional(),
  profile: affiliateProfileSchema.optional(),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  coverages: z.array(coverageSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const catalogueResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
