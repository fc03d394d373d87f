import { z } from 'zod/mini';
import { coverageSchema } from './catalogue.js';
import { apiErrorWith } from './common.js';
import { coverageRulesSchema } from './service-requests.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().check(z.regex(SLUG, 'Use letras minúsculas, números e hífens.'));
const named = (what: string) =>
  z.string().check(z.trim(), z.minLength(1, `Informe ${what}.`), z.maxLength(200, `${what} longo demais.`));
const described = z.string().check(z.trim(), z.maxLength(4000, 'Descrição longa demais (até 4.000 caracteres).'));
const centavos = z.int('Informe o preço em centavos.').check(z.positive('O preço deve ser maior que zero.'));

export const offerCoverageSchema = z.strictObject({
  id: slug,
  benefitName: named('o nome da cobertura'),
  active: z.boolean(),
  details: z.omit(coverageSchema, { _id: true, benefitName: true, rules: true, profile: true, affiliateName: true }),
  rules: z.nullable(coverageRulesSchema),
});
export type OfferCoverage = z.infer<typeof offerCoverageSchema>;

export const offerCategorySchema = z.strictObject({
  id: slug,
  name: named('o nome da categoria'),
  description: described,
  coverages: z.array(offerCoverageSchema),
});

export const offerPlanSchema = z.strictObject({
  id: slug,
  name: named('o nome do plano'),
  description: described,
  pixPriceCents: centavos,
  installmentCount: z.int().check(z.minimum(1, 'De 1 a 12 parcelas.'), z.maximum(12, 'De 1 a 12 parcelas.')),
  installmentCents: centavos,
});

export const offerAddonSchema = z.strictObject({
  sku: z.string().check(z.regex(/^[A-Z0-9-]{3,40}$/, 'SKU inválido.')),
  name: named('o nome do adicional'),
  description: described,
  yearPriceCents: centavos,
  active: z.boolean(),
});

/** Everything a subscriber is sold, as one version holds it (#68): the catalogue, the plans and the add-ons. */
export const offerContentSchema = z.strictObject({
  categories: z.array(offerCategorySchema).check(z.minLength(1, 'O catálogo precisa de ao menos uma categoria.')),
  plans: z.array(offerPlanSchema).check(z.minLength(1, 'O catálogo precisa de ao menos um plano.')),
  addons: z.array(offerAddonSchema),
});
export type OfferContent = z.infer<typeof offerContentSchema>;

export const OFFER_VERSION_STATES = ['rascunho', 'agendada', 'em-vigor', 'anterior'] as const;

export const offerVersionSchema = z.object({
  number: z.int(),
  state: z.enum(OFFER_VERSION_STATES),
  vigenteDesde: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  publishedBy: z.nullable(z.string()),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;
export const offerVersionListSchema = z.object({ items: z.array(offerVersionSchema) });

/** A rule the draft breaks that its schema cannot see (an id twice, a used coverage removed): publishing waits. */
export const offerProblemSchema = z.object({ path: z.string(), message: z.string() });
export type OfferProblem = z.infer<typeof offerProblemSchema>;
/** 'Publicar' refused for the draft's problems (422), each listed. */
export const offerProblemsErrorSchema = apiErrorWith('OfferProblemsError', {
  problems: z.optional(z.array(offerProblemSchema)),
});

export const offerDraftSchema = z.object({
  /** null: no draft yet; the content is the version in force, to start one from. */
  number: z.nullable(z.int()),
  basedOn: z.int(),
  updatedAt: z.nullable(z.string()),
  content: offerContentSchema,
  problems: z.array(offerProblemSchema),
  /** A price the draft raises: how many subscribers publishing tells, and the first start date that tells them in time. */
  priceNotice: z.nullable(z.object({ affected: z.int(), earliest: z.string() })),
});
export type OfferDraft = z.infer<typeof offerDraftSchema>;

export const publishOfferBodySchema = z.strictObject({
  /** When it comes into force (ISO 8601 with offset); now when left out. */
  vigenteDesde: z.optional(z.iso.datetime({ offset: true, error: 'Informe a data e a hora (ISO 8601).' })),
});
export type PublishOfferBody = z.infer<typeof publishOfferBodySchema>;

export const offerChangeSchema = z.object({
  path: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type OfferChange = z.infer<typeof offerChangeSchema>;
export const offerDiffSchema = z.object({
  number: z.int(),
  against: z.nullable(z.int()),
  changes: z.array(offerChangeSchema),
});
export type OfferDiff = z.infer<typeof offerDiffSchema>;
export const offerVersionParamsSchema = z.object({
  n: z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Versão não encontrada.')),
});
