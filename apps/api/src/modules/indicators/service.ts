import {
  INDICATOR_MONTHS_MAX,
  type IndicatorMonth,
  type Indicators,
  type IndicatorsQuery,
} from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { dependantsAtMonthEnds } from '#api/modules/membership/index.js';
import { annualRevenueAtMonthEnds, commissionsDueByMonth, moneyInMonths } from '#api/modules/payments/index.js';
import {
  lastDeadlineIn,
  ratingsByCoverage,
  requestsInMonths,
  type CoverageRatings,
} from '#api/modules/service-requests/index.js';
import {
  standingChangesInMonths,
  standingsAtMonthEnds,
  subscriptionMovesInMonths,
} from '#api/modules/subscriptions/index.js';
import { currentMonth, monthsAsked, monthsFrom, shiftMonth, spanOf } from './period.js';
import * as repo from './repository.js';

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

type Standing = { active: number; inGrace: number; suspended: number };

/**
 * 'Indicadores' (#67): the business's figures per São Paulo month, each asked of the module owning its
 * tables (decision 017). A closed month is read from `indicator_months`, where the job stored it (its requests
 * live until settled); the others are computed, their standings from the nearest known month's plus the moves since.
 */
export function createIndicatorService({ db, clock }: { db: Database; clock: Clock }) {
  async function standingsOf(months: readonly string[], known: ReadonlyMap<string, IndicatorMonth>) {
    const standings = new Map<string, Standing>(
      [...known].map(([month, m]) => [month, { active: m.activeAtEnd, inGrace: m.inGrace, suspended: m.suspended }]),
    );
    const seeds = months.map((month) => shiftMonth(month, -1)).filter((m) => !known.has(m) && !months.includes(m));
    const [seeded, changes] = await Promise.all([
      seeds.length ? standingsAtMonthEnds(db, seeds.map(spanOf)) : new Map<string, Standing>(),
      standingChangesInMonths(db, months.map(spanOf)),
    ]);
    for (const [month, standing] of seeded) standings.set(month, standing);
    for (const month of months) {
      const before = standings.get(shiftMonth(month, -1)) as Standing;
      const change = changes.get(month) as Standing;
      standings.set(month, {
        active: before.active + change.active,
        inGrace: before.inGrace + change.inGrace,
        suspended: before.suspended + change.suspended,
      });
    }
    return standings;
  }

  async function compute(months: readonly string[], now: Date, known: ReadonlyMap<string, IndicatorMonth>) {
    if (months.length === 0) return [];
    const spans = months.map(spanOf);
    const [standings, moves, money, arrs, dependants, requests, commissions, ratings] = await Promise.all([
      standingsOf(months, known),
      subscriptionMovesInMonths(db, spans),
      moneyInMonths(db, spans),
      annualRevenueAtMonthEnds(db, spans),
      dependantsAtMonthEnds(db, spans),
      requestsInMonths(db, spans, now),
      commissionsDueByMonth(db, months),
      Promise.all(spans.map((span) => ratingsByCoverage(db, span.starts, span.ends))),
    ]);
    return months.map((month, index): IndicatorMonth => {
      const atEnd = standings.get(month) as Standing;
      const activeAtStart = standings.get(shiftMonth(month, -1))?.active ?? 0;
      const moved = moves.get(month) ?? { newPaid: 0, withdrawals: 0, others: 0 };
      const cancelled = moved.withdrawals + moved.others;
      const arr = arrs.get(month) ?? 0;
      const cash = money.get(month);
      return {
        month,
        activeAtStart,
        activeAtEnd: atEnd.active,
        newPaid: moved.newPaid,
        cancelled: { withdrawals: moved.withdrawals, others: moved.others, total: cancelled },
        churnPercent: churnPercent(cancelled, activeAtStart),
        revenue: cash?.received ?? { pix: 0, cartao: 0, total: 0 },
        refunds: cash?.refunded ?? { pix: 0, cartao: 0, total: 0 },
        mrr: Math.round(arr / 12),
        arr,
        inGrace: atEnd.inGrace,
        suspended: atEnd.suspended,
        dependants: dependants.get(month) ?? 0,
        requests: requests.get(month) ?? { opened: 0, onTime: 0, late: 0 },
        commissions: commissions.get(month) ?? 0,
        satisfaction: satisfaction(ratings[index] ?? []),
      };
    });
  }

  return {
    async read(query: IndicatorsQuery): Promise<Indicators> {
      const now = clock.now();
      const months = monthsAsked(query, now);
      const stored = await repo.storedMonths(db, shiftMonth(months[0] as string, -1), months.at(-1) as string);
      const { known } = stored;
      const unsettled = months.filter((month) => stored.unsettled.has(month));
      const [computed, requests] = await Promise.all([
        compute(
          months.filter((month) => !known.has(month)),
          now,
          known,
        ),
        unsettled.length ? requestsInMonths(db, unsettled.map(spanOf), now) : new Map(),
      ]);
      const figures = months.map((month): IndicatorMonth => {
        const figure = known.get(month) ?? (computed.find((m) => m.month === month) as IndicatorMonth);
        return requests.has(month) ? { ...figure, requests: requests.get(month) } : figure;
      });
      return { from: months[0] as string, to: months.at(-1) as string, asOf: now.toISOString(), months: figures };
    },

    /**
     * The job: stores each closed month of the last INDICATOR_MONTHS_MAX + 1, oldest first, and again once
     * every request made in it passed its deadline (settled: then nothing can change its figures).
     */
    async storeClosedMonths(): Promise<string[]> {
      const now = clock.now();
      const current = currentMonth(now);
      const first = shiftMonth(current, -(INDICATOR_MONTHS_MAX + 1));
      const { known, unsettled } = await repo.storedMonths(db, shiftMonth(first, -1), current);
      const stored: string[] = [];
      for (const month of monthsFrom(first, shiftMonth(current, -1))) {
        if (known.has(month) && !unsettled.has(month)) continue;
        const deadline = await lastDeadlineIn(db, spanOf(month));
        const settled = !deadline || deadline <= now;
        if (known.has(month) && !settled) continue;
        const [figures] = (await compute([month], now, known)) as [IndicatorMonth];
        await repo.storeMonth(db, figures, settled, now);
        known.set(month, figures);
        stored.push(month);
      }
      return stored;
    },
  };
}

export type IndicatorService = ReturnType<typeof createIndicatorService>;
