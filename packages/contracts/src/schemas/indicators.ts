import { z } from 'zod/mini';
import { INDICATOR_MONTH_PATTERN } from '../rules/indicators.js';

const month = (message: string) => z.optional(z.string().check(z.regex(INDICATOR_MONTH_PATTERN, message)));

/** `?de=AAAA-MM&ate=AAAA-MM`: either may be left out (the last 12 months up to the current one). */
export const indicatorsQuerySchema = z.object({
  de: month('Mês inicial inválido: use AAAA-MM, como 2026-01.'),
  ate: month('Mês final inválido: use AAAA-MM, como 2026-12.'),
});
export type IndicatorsQuery = z.infer<typeof indicatorsQuerySchema>;

const count = z.int().check(z.nonnegative());
const centavos = z.int();
const byMethod = z.object({ pix: centavos, cartao: centavos, total: centavos });

/** One month's figures, each defined once in docs/product.md ('Indicadores'). */
export const indicatorMonthSchema = z.object({
  month: z.string(),
  activeAtStart: count,
  activeAtEnd: count,
  newPaid: count,
  cancelled: z.object({ withdrawals: count, others: count, total: count }),
  /** Cancelled ÷ active at the start × 100, two decimals; null when none were active at the start. */
  churnPercent: z.nullable(z.number()),
  revenue: byMethod,
  refunds: byMethod,
  mrr: centavos,
  arr: centavos,
  inGrace: count,
  suspended: count,
  dependants: count,
  requests: z.object({ opened: count, onTime: count, late: count }),
  commissions: centavos,
  satisfaction: z.object({
    ratings: count,
    /** Average score, two decimals; null without ratings. */
    average: z.nullable(z.number()),
    fourOrFivePercent: z.nullable(z.number()),
    byCoverage: z.array(
      z.object({ coverageId: z.string(), ratings: count, average: z.number(), fourOrFivePercent: z.number() }),
    ),
  }),
});
export type IndicatorMonth = z.infer<typeof indicatorMonthSchema>;

export const indicatorsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The instant the figures were read: the current month's are live up to it. */
  asOf: z.string(),
  months: z.array(indicatorMonthSchema),
});
export type Indicators = z.infer<typeof indicatorsSchema>;
