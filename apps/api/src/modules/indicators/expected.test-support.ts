import type { Fact } from './history.test-support.js';

// Every figure of docs/product.md's 'Indicadores' table recomputed from the seeded facts in plain JS:
// São Paulo is UTC−3 all year, so a month there runs from 03:00 UTC on its 1st to 03:00 UTC on the next 1st.

const monthStart = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, m - 1, 1, 3);
};
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, m, 1, 3);
};
const inMonth = (at: Date | null | undefined, month: string) =>
  !!at && at.getTime() >= monthStart(month) && at.getTime() < monthEnd(month);
const previous = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

/** The status each fact's subscription had just before `instant` (its latest event before it). */
const statusBefore = (fact: Fact, instant: number) => fact.events.filter((e) => e.at.getTime() < instant).at(-1)?.to;

const countStatus = (facts: Fact[], month: string, status: string) =>
  facts.filter((fact) => statusBefore(fact, monthEnd(month)) === status).length;

const PAYING = ['ativa', 'em-atraso', 'suspensa'];

const round2 = (value: number) => Number(value.toFixed(2));
const scoresOf = (requests: Fact['requests']) => requests.map((r) => r.rating?.score ?? 0);
const averageOf = (scores: number[]) => round2(scores.reduce((a, b) => a + b, 0) / scores.length);
const shareOf = (scores: number[]) => round2((scores.filter((s) => s >= 4).length * 100) / scores.length);

function expectedSatisfaction(rated: Fact['requests'], coverageIds: string[]) {
  const scores = scoresOf(rated);
  const byCoverage = [...new Set(rated.map((r) => r.coverage ?? 0))]
    .map((place) => ({
      coverageId: coverageIds[place] as string,
      scores: scoresOf(rated.filter((r) => (r.coverage ?? 0) === place)),
    }))
    .sort((a, b) => (a.coverageId < b.coverageId ? -1 : 1))
    .map(({ coverageId, scores: own }) => ({
      coverageId,
      ratings: own.length,
      average: averageOf(own),
      fourOrFivePercent: shareOf(own),
    }));
  return {
    ratings: scores.length,
    average: scores.length ? averageOf(scores) : null,
    fourOrFivePercent: scores.length ? shareOf(scores) : null,
    byCoverage,
  };
}

/** `coverageIds`: the catalogue's coverages in id order, as seedHistory placed the requests. */
export function expectedMonth(facts: Fact[], month: string, now: Date, coverageIds: string[]) {
  const activeAtStart = countStatus(facts, previous(month), 'ativa');
  const events = facts.flatMap((fact) => fact.events.map((event) => ({ fact, event })));
  const ended = events.filter(
    ({ event }) => event.to === 'cancelada' && PAYING.includes(event.from ?? '') && inMonth(event.at, month),
  );
  const withdrawals = ended.filter(({ fact, event }) =>
    fact.cancellations.some((c) => c.kind === 'arrependimento' && c.at.getTime() === event.at.getTime()),
  ).length;
  const charges = facts.flatMap((fact) => fact.charges);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const byMethod = (rows: { method: string; amount: number }[]) => ({
    pix: sum(rows.filter((row) => row.method === 'pix').map((row) => row.amount)),
    cartao: sum(rows.filter((row) => row.method === 'cartao').map((row) => row.amount)),
    total: sum(rows.map((row) => row.amount)),
  });
  // A charge is in force at M's end when paid in the `months` months ending with M; a year of it counts (#69).
  const coveredFrom = (months: number) => {
    let first = month;
    for (let i = 1; i < months; i += 1) first = previous(first);
    return monthStart(first);
  };
  const arr = Math.round(
    sum(
      charges
        .filter((c) => c.paidAt.getTime() >= coveredFrom(c.months ?? 12) && c.paidAt.getTime() < monthEnd(month))
        .filter((c) => !(c.refund && c.refund.requestedAt.getTime() < monthEnd(month)))
        .map((c) => (c.amount * 12) / (c.months ?? 12)),
    ),
  );
  const requests = facts.flatMap((fact) => fact.requests).filter((r) => inMonth(r.createdAt, month));
  const answeredAt = (r: Fact['requests'][number]) => r.moves.find((m) => m.by === 'operador')?.at.getTime();
  const cancelled = ended.length;
  return {
    month,
    activeAtStart,
    activeAtEnd: countStatus(facts, month, 'ativa'),
    newPaid: events.filter(
      ({ event }) =>
        event.to === 'ativa' &&
        (event.from === 'aguardando-pagamento' || event.from === 'cancelada') &&
        inMonth(event.at, month),
    ).length,
    cancelled: { withdrawals, others: cancelled - withdrawals, total: cancelled },
    churnPercent: activeAtStart === 0 ? null : Number(((cancelled / activeAtStart) * 100).toFixed(2)),
    revenue: byMethod(charges.filter((c) => inMonth(c.paidAt, month))),
    refunds: byMethod(charges.filter((c) => inMonth(c.refund?.completedAt, month))),
    mrr: Math.round(arr / 12),
    arr,
    inGrace: countStatus(facts, month, 'em-atraso'),
    suspended: countStatus(facts, month, 'suspensa'),
    dependants: facts
      .flatMap((fact) => fact.dependants)
      .filter(
        (d) => d.includedAt.getTime() < monthEnd(month) && (!d.removedAt || d.removedAt.getTime() >= monthEnd(month)),
      ).length,
    requests: {
      opened: requests.length,
      onTime: requests.filter((r) => (answeredAt(r) ?? Infinity) < r.respondBy.getTime()).length,
      late: requests.filter((r) => {
        const answered = answeredAt(r);
        if (answered !== undefined) return answered >= r.respondBy.getTime();
        return r.status === 'aberto' && r.respondBy.getTime() <= now.getTime();
      }).length,
    },
    commissions: sum(facts.flatMap((fact) => fact.commissions.filter((c) => c.month === month).map((c) => c.amount))),
    satisfaction: expectedSatisfaction(
      facts.flatMap((fact) => fact.requests).filter((r) => inMonth(r.rating?.at, month)),
      coverageIds,
    ),
  };
}
