import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';

// A seeded history for 'Indicadores' (#67), written as plain facts: the test inserts them as rows
// and recomputes every figure from these facts in plain JS (expected.test-support.ts), never with the SQL.

type Status = 'aguardando-pagamento' | 'ativa' | 'em-atraso' | 'suspensa' | 'cancelada';
type Method = 'pix' | 'cartao';

export interface Fact {
  name: string;
  events: { at: Date; from: Status | null; to: Status; cause: string }[];
  cancellations: { kind: 'arrependimento' | 'fim-do-periodo' | 'imediato'; at: Date; endsOn: string }[];
  charges: {
    method: Method;
    amount: number;
    paidAt: Date;
    /** `period_months`: 12 unless said (1: a PIX Automático mensal payment, #69). */
    months?: number;
    refund?: { requestedAt: Date; completedAt: Date | null };
  }[];
  commissions: { charge: number; kind: 'comissao' | 'estorno'; amount: number; month: string }[];
  dependants: { includedAt: Date; removedAt: Date | null }[];
  requests: {
    createdAt: Date;
    respondBy: Date;
    status: string;
    moves: { at: Date; by: 'operador' | 'assinante' }[];
    /** The coverage's place in id order (the first by default) and the rating given. */
    coverage?: number;
    rating?: { score: number; at: Date };
  }[];
}

/** A São Paulo wall-clock time ('2026-01-31 23:30') as its instant: three hours later in UTC. */
export const sp = (local: string) => new Date(Date.parse(`${local.replace(' ', 'T')}:00Z`) + 3 * 3_600_000);

const fact = (name: string, parts: Partial<Omit<Fact, 'name'>>): Fact => ({
  name,
  events: [],
  cancellations: [],
  charges: [],
  commissions: [],
  dependants: [],
  requests: [],
  ...parts,
});
const move = (at: Date, from: Status | null, to: Status, cause: string) => ({ at, from, to, cause });
const signUp = (at: string) => move(sp(at), null, 'aguardando-pagamento', 'cadastro');
const paid = (at: string, from: Status = 'aguardando-pagamento') => move(sp(at), from, 'ativa', 'pagamento');
const lapsed = (at: string) => move(sp(at), 'ativa', 'em-atraso', 'vencimento');
const suspended = (at: string) => move(sp(at), 'em-atraso', 'suspensa', 'fim-da-carencia');
const cancelled = (at: string) => move(sp(at), 'ativa', 'cancelada', 'cancelamento');
const charge = (method: Method, amount: number, paidAt: string) => ({ method, amount, paidAt: sp(paidAt) });
/** A month of PIX Automático mensal (#69): R$ 10,90 covering one month. */
const debit = (paidAt: string) => ({ ...charge('pix', 1_090, paidAt), months: 1 });
const commission = (charge: number, month: string) => ({ charge, kind: 'comissao' as const, amount: 109, month });

/** Signed up, paid `first`, withdrew at `at` (within the 7 days): the charge refunded at `refundedAt`, or not yet. */
function withdrawal(
  name: string,
  signedUp: string,
  first: Fact['charges'][number],
  at: string,
  refundedAt: string | null,
  parts: Partial<Omit<Fact, 'name'>> = {},
): Fact {
  const refund = { requestedAt: sp(at), completedAt: refundedAt ? sp(refundedAt) : null };
  return fact(name, {
    events: [signUp(signedUp), move(first.paidAt, 'aguardando-pagamento', 'ativa', 'pagamento'), cancelled(at)],
    cancellations: [{ kind: 'arrependimento', at: sp(at), endsOn: at.slice(0, 10) }],
    charges: [{ ...first, refund }],
    ...parts,
  });
}

/** The window asked for is 2026-01 … 2026-06; the clock reads 2026-07-15 (after every fact). */
export const NOW = sp('2026-07-15 10:00');

export const HISTORY: Fact[] = [
  // Paid at 23:30 on 31 January in São Paulo (02:30 on 1 February in UTC): a January subscriber.
  fact('ana', {
    events: [signUp('2025-12-20 10:00'), paid('2026-01-31 23:30')],
    charges: [charge('pix', 12_990, '2026-01-31 23:30')],
    commissions: [{ charge: 0, kind: 'comissao', amount: 1_299, month: '2026-01' }],
    dependants: [
      { includedAt: sp('2026-02-10 09:00'), removedAt: null },
      { includedAt: sp('2026-03-05 09:00'), removedAt: sp('2026-04-20 09:00') },
    ],
  }),
  // Paid in 2025 by card; in grace from 10 March, renewed by PIX inside it; a request answered on time.
  fact('bruno', {
    events: [
      signUp('2025-03-01 10:00'),
      paid('2025-03-10 10:00'),
      lapsed('2026-03-10 00:05'),
      paid('2026-03-14 15:00', 'em-atraso'),
    ],
    charges: [charge('cartao', 13_080, '2025-03-10 10:00'), charge('pix', 12_990, '2026-03-14 15:00')],
    requests: [
      {
        createdAt: sp('2026-03-02 11:00'),
        respondBy: sp('2026-03-09 00:00'),
        status: 'agendado',
        moves: [{ at: sp('2026-03-05 16:00'), by: 'operador' }],
        rating: { score: 5, at: sp('2026-03-06 10:00') },
      },
    ],
  }),
  // Lapsed on 31 March: in grace in April, suspended from 8 April on; a request answered late.
  fact('carla', {
    events: [
      signUp('2025-03-25 10:00'),
      paid('2025-04-01 10:00'),
      lapsed('2026-04-01 00:10'),
      suspended('2026-04-08 00:10'),
    ],
    charges: [charge('pix', 18_978, '2025-04-01 10:00')],
    requests: [
      {
        createdAt: sp('2026-03-28 11:00'),
        respondBy: sp('2026-04-04 00:00'),
        status: 'em-atendimento',
        moves: [
          { at: sp('2026-04-06 09:00'), by: 'operador' },
          { at: sp('2026-04-07 09:00'), by: 'operador' },
        ],
        coverage: 1,
        rating: { score: 2, at: sp('2026-04-08 10:00') },
      },
    ],
  }),
  // Paid by card on 10 May, withdrew on the 12th; the refund completed at 23:40 on 31 May (June in UTC): May's.
  withdrawal(
    'davi',
    '2026-05-09 10:00',
    charge('cartao', 13_080, '2026-05-10 10:00'),
    '2026-05-12 18:00',
    '2026-05-31 23:40',
    {
      commissions: [
        { charge: 0, kind: 'comissao', amount: 1_308, month: '2026-05' },
        { charge: 0, kind: 'estorno', amount: -1_308, month: '2026-05' },
      ],
    },
  ),
  // Cancelled at the end of the period in February; in force until 19 June, cancelled on the 20th.
  fact('eva', {
    events: [signUp('2025-06-19 10:00'), paid('2025-06-20 10:00'), cancelled('2026-06-20 00:01')],
    cancellations: [{ kind: 'fim-do-periodo', at: sp('2026-02-01 12:00'), endsOn: '2026-06-19' }],
    charges: [charge('cartao', 19_068, '2025-06-20 10:00')],
  }),
  // Paid at 23:50 on 30 April (May in UTC): April's; requests: late and still open, open and not yet due, withdrawn.
  fact('fabio', {
    events: [signUp('2026-04-30 23:00'), paid('2026-04-30 23:50')],
    charges: [charge('pix', 12_990, '2026-04-30 23:50')],
    requests: [
      {
        createdAt: sp('2026-06-01 08:00'),
        respondBy: sp('2026-06-09 00:00'),
        status: 'aberto',
        moves: [],
        coverage: 1,
        rating: { score: 4, at: sp('2026-06-30 23:30') },
      },
      { createdAt: sp('2026-06-30 23:30'), respondBy: sp('2026-07-20 00:00'), status: 'aberto', moves: [] },
      {
        createdAt: sp('2026-06-02 08:00'),
        respondBy: sp('2026-06-10 00:00'),
        status: 'cancelado',
        moves: [{ at: sp('2026-06-02 09:00'), by: 'assinante' }],
      },
    ],
  }),
  // Signed up, never paid, deleted the account: no figure counts it.
  fact('gil', {
    events: [
      signUp('2026-02-02 10:00'),
      move(sp('2026-02-20 10:00'), 'aguardando-pagamento', 'cancelada', 'exclusao-da-conta'),
    ],
  }),
  // Lapsed on 24 June: in grace at the end of June, suspended on 2 July.
  fact('igor', {
    events: [
      signUp('2025-06-24 10:00'),
      paid('2025-06-24 11:00'),
      lapsed('2026-06-25 00:05'),
      suspended('2026-07-02 00:05'),
    ],
    charges: [charge('pix', 12_990, '2025-06-24 11:00')],
  }),
  // Paid on 3 June, withdrew on the 5th; the refund is still to be made.
  withdrawal('helena', '2026-06-03 09:00', charge('pix', 12_990, '2026-06-03 10:00'), '2026-06-05 10:00', null),
  // PIX Automático mensal from 26 March, debited each 26th, an affiliate's 10 % of each debit in its month.
  fact('julia', {
    events: [signUp('2026-03-25 18:00'), paid('2026-03-26 10:00')],
    charges: ['03', '04', '05', '06'].map((m) => debit(`2026-${m}-26 10:00`)),
    commissions: ['03', '04', '05', '06'].map((m, index) => commission(index, `2026-${m}`)),
  }),
  // Monthly, withdrew three days after the first debit: refunded, the commission reversed.
  withdrawal('kleber', '2026-03-09 09:00', debit('2026-03-09 10:00'), '2026-03-12 10:00', '2026-03-13 10:00', {
    commissions: [commission(0, '2026-03'), { ...commission(0, '2026-03'), kind: 'estorno', amount: -109 }],
  }),
  // Monthly for three months, cancelled at the end of the period paid: in force until 4 June.
  fact('lia', {
    events: [signUp('2026-03-04 20:00'), paid('2026-03-05 10:00'), cancelled('2026-06-05 00:01')],
    cancellations: [{ kind: 'fim-do-periodo', at: sp('2026-05-20 12:00'), endsOn: '2026-06-04' }],
    charges: ['03', '04', '05'].map((m) => debit(`2026-${m}-05 10:00`)),
  }),
];

const lastOf = <T>(rows: { rows: T[] }) => rows.rows[0] as T;

/** Inserts the history as the modules write it: accounts, subscriptions and their events, charges, refunds… */
export async function seedHistory(db: Executor, prefix: string) {
  const coverages = (
    (await db.execute(sql`select id from coverages order by id limit 2`)) as unknown as { rows: { id: string }[] }
  ).rows.map((row) => row.id);
  let n = 0;
  for (const person of HISTORY) {
    n += 1;
    const account = lastOf(
      (await db.execute(sql`insert into accounts (email, first_name, last_name, confirmed_at)
        values (${`${prefix}.${person.name}@indicadores.exemplo.com.br`}, ${person.name}, 'Teste', ${person.events[0]?.at.toISOString()})
        returning id`)) as unknown as { rows: { id: string }[] },
    ).id;
    const last = person.events.at(-1);
    await db.execute(sql`insert into subscriptions (account_id, plan_id, status, started_at, member_number)
      values (${account}, 'plan-black', ${last?.to}, ${person.events[0]?.at.toISOString()}, ${`70190000${prefix === 'pg' ? 1 : 2}${String(n).padStart(7, '0')}`})`);
    for (const event of person.events)
      await db.execute(sql`insert into subscription_events (account_id, from_status, to_status, cause, at)
        values (${account}, ${event.from}, ${event.to}, ${event.cause}, ${event.at.toISOString()})`);
    for (const [index, cancellation] of person.cancellations.entries())
      await db.execute(sql`insert into subscription_cancellations (protocol, account_id, kind, ends_on, requested_at)
        values (${`CAN-${prefix}-${n}-${index}`}, ${account}, ${cancellation.kind}, ${cancellation.endsOn}, ${cancellation.at.toISOString()})`);
    const chargeIds: string[] = [];
    for (const [index, charge] of person.charges.entries()) {
      const status = charge.refund ? (charge.refund.completedAt ? 'reembolsada' : 'reembolso-pendente') : 'paga';
      const id = lastOf(
        (await db.execute(sql`insert into charges (account_id, kind, method, provider, amount_cents, items, plan_id,
            status, txid, payer_cpf, created_at, expires_at, paid_at, period_months)
          values (${account}, ${index === 0 ? 'adesao' : 'renovacao'}, ${charge.method}, 'pix-manual', ${charge.amount},
            '[]'::jsonb, 'plan-black', ${status}, ${`TX${prefix}${n}x${index}`}, '52998224725',
            ${charge.paidAt.toISOString()}, ${charge.paidAt.toISOString()}, ${charge.paidAt.toISOString()}, ${charge.months ?? 12})
          returning id`)) as unknown as { rows: { id: string }[] },
      ).id;
      chargeIds.push(id);
      if (charge.refund)
        await db.execute(sql`insert into refunds (charge_id, account_id, amount_cents, pix_key, status, requested_at, completed_at)
          values (${id}, ${account}, ${charge.amount}, '52998224725', ${charge.refund.completedAt ? 'concluido' : 'pendente'},
            ${charge.refund.requestedAt.toISOString()}, ${charge.refund.completedAt?.toISOString() ?? null})`);
    }
    for (const commission of person.commissions)
      await db.execute(sql`insert into commissions (charge_id, affiliate_id, kind, base_cents, rate_bp, amount_cents, month, at)
        values (${chargeIds[commission.charge]}, 'aff-001', ${commission.kind}, ${Math.abs(commission.amount) * 10},
          1000, ${commission.amount}, ${commission.month}, ${person.charges[commission.charge]?.paidAt.toISOString()})`);
    for (const [index, dependant] of person.dependants.entries())
      await db.execute(sql`insert into dependants (subscription_id, name, birth_date, cpf, relationship, member_number,
          included_at, removed_at)
        values (${account}, ${`Dependente ${index}`}, '2010-01-01', ${`1453820${prefix === 'pg' ? 6 : 7}${n}${index}0`.padEnd(11, '0')},
          'filho', ${`70199000${prefix === 'pg' ? 1 : 2}${n}${String(index).padStart(6, '0')}`},
          ${dependant.includedAt.toISOString()}, ${dependant.removedAt?.toISOString() ?? null})`);
    for (const [index, request] of person.requests.entries()) {
      const id = lastOf(
        (await db.execute(sql`insert into service_requests (protocol, account_id, coverage_id, status, idempotency_key,
            fingerprint, created_at, updated_at, respond_by)
          values (${`IND-${prefix}-${n}-${index}`}, ${account}, ${coverages[request.coverage ?? 0]}, ${request.status}, ${`k${n}-${index}`}, 'f',
            ${request.createdAt.toISOString()}, ${request.createdAt.toISOString()}, ${request.respondBy.toISOString()})
          returning id`)) as unknown as { rows: { id: string }[] },
      ).id;
      await db.execute(sql`insert into service_request_events (request_id, kind, status, actor, at)
        values (${id}, 'status', 'aberto', 'assinante', ${request.createdAt.toISOString()})`);
      for (const step of request.moves)
        await db.execute(sql`insert into service_request_events (request_id, kind, status, actor, at)
          values (${id}, 'status', ${step.by === 'operador' ? 'agendado' : 'cancelado'}, ${step.by}, ${step.at.toISOString()})`);
      if (request.rating)
        await db.execute(sql`insert into service_request_ratings (request_id, account_id, score, rated_at)
          values (${id}, ${account}, ${request.rating.score}, ${request.rating.at.toISOString()})`);
    }
  }
  return coverages;
}
