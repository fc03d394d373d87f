import { z } from 'zod/mini';
import { parsePixKey, PIX_KEY_INVALID_MESSAGE } from '../rules/pix-key.js';
import { emailSchema, isoDateSchema, multilineText, sixDigitCodeSchema, textSchema } from './common.js';
import { statementQuerySchema } from './payments.js';

// The affiliate's own page, /Parceiro (#71), and the staff's acts on an affiliate ('Afiliados').

const count = z.int().check(z.nonnegative());
const centavos = z.int();

/** The bio visitors see: the spec's partner bio (name, avatar, paragraphs with **bold**). */
export const affiliateBioSchema = z.object({
  name: z.string(),
  photoUrl: z.nullable(z.string()),
  /** Paragraphs separated by a blank line. */
  text: z.string(),
});
export type AffiliateBio = z.infer<typeof affiliateBioSchema>;

export const affiliateBioBodySchema = z.strictObject({
  name: textSchema.check(z.minLength(1, 'Informe o nome.'), z.maxLength(80, 'O nome tem no máximo 80 caracteres.')),
  photoUrl: z.nullable(
    textSchema.check(
      z.maxLength(500, 'O endereço da foto tem no máximo 500 caracteres.'),
      z.regex(/^https:\/\/[^\s]+$/, 'A foto deve ser um endereço https://.'),
    ),
  ),
  text: multilineText('Escreva a bio.').check(
    z.minLength(1, 'Escreva a bio.'),
    z.maxLength(2000, 'A bio tem no máximo 2000 caracteres.'),
  ),
});
export type AffiliateBioBody = z.infer<typeof affiliateBioBodySchema>;

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'evp'] as const;

/** The key on file as shown: its kind and a mask ('***.456.789-**', 'l***@exemplo.com.br'). */
export const maskedPixKeySchema = z.object({ type: z.enum(PIX_KEY_TYPES), masked: z.string() });

export const affiliatePortalSchema = z.object({
  affiliateId: z.string(),
  name: z.string(),
  /** The affiliate link's code (`?code=`); null when the affiliate has no active link. */
  code: z.nullable(z.string()),
  /** What the affiliate shares: the onboarding with `?affiliate=` (and `&code=`). */
  link: z.string(),
  bio: z.object({
    live: affiliateBioSchema,
    /** A change waiting for the staff's approval. */
    pending: z.nullable(affiliateBioSchema),
    pendingSince: z.nullable(z.string()),
  }),
  pixKey: z.nullable(maskedPixKeySchema),
});
export type AffiliatePortal = z.infer<typeof affiliatePortalSchema>;

export const pixKeyBodySchema = z.strictObject({
  key: textSchema.check(z.refine<string>((typed) => parsePixKey(typed) !== undefined, PIX_KEY_INVALID_MESSAGE)),
  code: sixDigitCodeSchema,
});
export type PixKeyBody = z.infer<typeof pixKeyBodySchema>;

/** A month closes on the 5th of the next (São Paulo): its figures are then final and payable. */
const monthState = { closed: z.boolean(), closesOn: z.string() };

export const affiliateResultMonthSchema = z.object({
  month: z.string(),
  ...monthState,
  /** Landings through the link (a daily count, no cookies, nothing about the visitor). */
  visits: count,
  /** Subscriptions brought (signed up through the link): the statement's `subscriptionsBrought`. */
  signUps: count,
  /** Subscriptions brought by the affiliate with a charge paid in the month. */
  paidSubscriptions: count,
  /** Subscriptions brought by the affiliate cancelled in the month. */
  cancellations: count,
  /** The statement's commission for the month (refunds deducted in the month they happen). */
  commission: centavos,
});

export const affiliateResultsSchema = z.object({
  months: z.array(affiliateResultMonthSchema),
  /** The subscribers the link brought in the period, newest first: first name and the last name's initial only. */
  subscribers: z.array(z.object({ name: z.string(), month: z.string(), status: z.string() })),
});
export type AffiliateResults = z.infer<typeof affiliateResultsSchema>;

export const affiliatePayoutSchema = z.object({
  id: z.string(),
  /** The statement month it pays. */
  month: z.string(),
  amountCents: centavos,
  paidOn: z.string(),
  endToEndId: z.string(),
  recordedAt: z.string(),
});
export type AffiliatePayout = z.infer<typeof affiliatePayoutSchema>;

export const affiliateOwnStatementSchema = z.object({
  month: z.string(),
  ...monthState,
  affiliateId: z.string(),
  affiliateName: z.string(),
  rounding: z.string(),
  /** The staff statement's line for this affiliate (zeros when the month had nothing). */
  line: z.object({
    subscriptionsBrought: count,
    paidCharges: count,
    paidAmount: centavos,
    refundedCharges: count,
    refundedAmount: centavos,
    commission: centavos,
  }),
  payouts: z.array(affiliatePayoutSchema),
  paidOut: centavos,
  /** Commission less payouts for the month. */
  balance: centavos,
});
export type AffiliateOwnStatement = z.infer<typeof affiliateOwnStatementSchema>;

export const affiliateStatementMonthQuerySchema = statementQuerySchema;

export const affiliateInviteBodySchema = z.strictObject({ email: emailSchema });
export type AffiliateInviteBody = z.infer<typeof affiliateInviteBodySchema>;

/** The PIX end-to-end id (BCB): E, the payer's ISPB (8 digits), yyyyMMddHHmm, 11 letters or digits. */
export const END_TO_END_ID = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

export const affiliatePayoutBodySchema = z.strictObject({
  mes: statementQuerySchema.shape.mes,
  amountCents: z.int('Informe o valor em centavos.').check(z.positive('O valor deve ser maior que zero.')),
  paidOn: isoDateSchema,
  endToEndId: textSchema.check(
    z.regex(END_TO_END_ID, 'Identificador fim a fim inválido: 32 caracteres, começando com E.'),
  ),
});
export type AffiliatePayoutBody = z.infer<typeof affiliatePayoutBodySchema>;

/** One affiliate on the staff's 'Afiliados' list: who holds the account, the bio waiting, the payouts. */
export const operatorAffiliateSchema = z.object({
  affiliateId: z.string(),
  name: z.string(),
  code: z.nullable(z.string()),
  /** The invited address; `accepted` once an account with it opened /Parceiro. */
  account: z.nullable(z.object({ email: z.string(), accepted: z.boolean(), invitedAt: z.string() })),
  pendingBio: z.nullable(affiliateBioSchema),
  hasPixKey: z.boolean(),
  payouts: z.array(affiliatePayoutSchema),
});
export type OperatorAffiliate = z.infer<typeof operatorAffiliateSchema>;
export const operatorAffiliateListSchema = z.object({ items: z.array(operatorAffiliateSchema) });
export type OperatorAffiliateList = z.infer<typeof operatorAffiliateListSchema>;

/** The onboarding's landing through a link: the code is optional (an `?affiliate=` link alone counts too). */
export const affiliateVisitBodySchema = z.nullish(
  z.strictObject({ code: z.optional(textSchema.check(z.maxLength(64, 'Código inválido.'))) }),
);

/** `?de=AAAA-MM&ate=AAAA-MM` as 'Indicadores' reads it: the last 12 months up to the current one by default. */
export { indicatorsQuerySchema as affiliateResultsQuerySchema } from './indicators.js';
