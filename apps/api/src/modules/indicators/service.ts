import type { IndicatorMonth, Indicators, IndicatorsQuery } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { dependantsAtMonthEnds } from '#api/modules/membership/index.js';
import { annualRevenueInSpans, commissionsDueByMonth, moneyInMonths } from '#api/modules/payments/index.js';
import { ratingsByCoverage, requestsInMonths, type CoverageRatings } from '#api/modules/service-requests/index.js';
import { standingsAtMonthEnds, subscriptionMovesInMonths } from '#api/modules/subscriptions/index.js';
import { monthsAsked, shiftMonth, spanOf } from './period.js';

/** Cancelled ÷ active at the start × 100, to two decimals (docs/product.md, 'Indicadores'). */
export const churnPercent = (cancelled: number, activeAtStart: number) =>
  activeAtStart === 0 ? null : Math.round((cancelled * 10_000) / activeAtStart) / 100;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The month's ratings: the average score and the share of 4 and 5, overall and per coverage. */
function satisfaction(rows: CoverageRatings[]): IndicatorMonth['satisfaction'] {
  const ratings = rows.reduce((total, row) => total + row.ratings, 0);
  const scoreSum = rows.reduce((total, row) => total + row.scoreSum, 0);
  const fourOrFive = rows.reduce((total, row) => total + row.fourOrFive, 0);
  return {
    ratings,
    average: ratings === 0 ? null : twoDecimals(scoreSum / ratings),
    fourOrFivePercent: ratings === 0 ? null : twoDecimals((fourOrFive * 100) / ratings),
    byCoverage: rows.map((row) => ({
      coverageId: row.coverageId,
      ratings: row.ratings,
      average: twoDecimals(row.scoreSum / row.ratings),
      fourOrFivePercent: twoDecimals((row.fourOrFive * 100) / row.ratings),
    })),
  };
}

/**
 * 'Indicadores' (#67): the business's figures per São Paulo month, each asked of the module owning its
 * tables (decision 017), as this module owns none. Defined once in docs/product.md.
 */
export function createIndicatorService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async read(query: IndicatorsQuery): Promise<Indicators> {
      const now = clock.now();
      const months = monthsAsked(query, now);
      const spans = months.map(spanOf);
      const trailingYears = months.map((month) => ({
        ...spanOf(month),
        starts: spanOf(shiftMonth(month, -11)).starts,
      }));
      const [standings, moves, money, annual, dependants, requests, commissions, ratings] = await Promise.all([
        standingsAtMonthEnds(db, [spanOf(shiftMonth(months[0] as string, -1)), ...spans]),
        subscriptionMovesInMonths(db, spans),
        moneyInMonths(db, spans),
        annualRevenueInSpans(db, trailingYears),
        dependantsAtMonthEnds(db, spans),
        requestsInMonths(db, spans, now),
        commissionsDueByMonth(db, months),
        Promise.all(spans.map((span) => ratingsByCoverage(db, span.starts, span.ends))),
      ]);
      const figures = months.map((month, index): IndicatorMonth => {
        const atEnd = standings.get(month);
        const activeAtStart = standings.get(shiftMonth(month, -1))?.active ?? 0;
        const moved = moves.get(month) ?? { newPaid: 0, withdrawals: 0, others: 0 };
        const cancelled = moved.withdrawals + moved.others;
        const arr = annual.get(month) ?? 0;
        const cash = money.get(month);
        return {
          month,
          activeAtStart,
          activeAtEnd: atEnd?.active ?? 0,
          newPaid: moved.newPaid,
          cancelled: { withdrawals: moved.withdrawals, others: moved.others, total: cancelled },
          churnPercent: churnPercent(cancelled, activeAtStart),
          revenue: cash?.received ?? { pix: 0, cartao: 0, total: 0 },
          refunds: cash?.refunded ?? { pix: 0, cartao: 0, total: 0 },
          mrr: Math.round(arr / 12),
          arr,
          inGrace: atEnd?.inGrace ?? 0,
          suspended: atEnd?.suspended ?? 0,
          dependants: dependants.get(month) ?? 0,
          requests: requests.get(month) ?? { opened: 0, onTime: 0, late: 0 },
          commissions: commissions.get(month) ?? 0,
          satisfaction: satisfaction(ratings[index] ?? []),
        };
      });
      return { from: months[0] as string, to: months.at(-1) as string, asOf: now.toISOString(), months: figures };
    },
  };
}

export type IndicatorService = ReturnType<typeof createIndicatorService>;
