import pg from 'pg';

/** The tables the 'Indicadores' figures read (#67). */
export const INDICATOR_TABLES = [
  'subscription_events',
  'subscription_cancellations',
  'charges',
  'refunds',
  'commissions',
  'dependants',
  'service_requests',
  'service_request_events',
  'service_request_ratings',
] as const;

const SP = `'America/Sao_Paulo'`;

/**
 * `subscribers` accounts signed up over the `months` months before `now` and everything the product
 * writes for them, set-based: status history, charges (paid, expired), refunds, cancellations,
 * dependants, service requests with their timelines and ratings, affiliates' commissions.
 */
const STATEMENTS = (subscribers: number, months: number) => [
  `select setseed(0.67)`,
  `create temp table bi_life0 as
   with b as (
     select i, gen_random_uuid() as id,
       $1::timestamptz - make_interval(months => ${months}) +
         ($1::timestamptz - interval '2 days' - ($1::timestamptz - make_interval(months => ${months}))) * ((i - 1 + random()) / ${subscribers}) as signed_up,
       random() as r_fate, random() as r_pay, random() as r_method, random() as r_year, random() as r_when,
       random() as r_kind, random() as r_aff
     from generate_series(1, ${subscribers}) as i
   ), p as (
     select id, sku, name, pix_price_cents, round(monthly_fee * 100)::int as month_cents,
       row_number() over (order by id) - 1 as n, count(*) over () as plans
     from plans
   )
   select b.*, p.id as plan_id, p.sku, p.name as plan_name,
     case when b.r_year < 0.2 then p.pix_price_cents else p.month_cents end as amount,
     case when b.r_year < 0.2 then 12 else 1 end as step,
     case when b.r_pay < 0.05 then null else b.signed_up + interval '1 minute' * (5 + floor(b.r_pay * 2880)) end as first_paid,
     case when b.r_method < 0.55 then 'pix' else 'cartao' end as method,
     case when b.r_aff < 0.1 then (select id from affiliates order by id limit 1) end as affiliate_id
   from b join p on p.n = b.i % p.plans`,
  `create temp table bi_life1 as
   select l.*,
     case when first_paid is null then 0 else
       ((date_part('year', age($1::timestamptz, first_paid)) * 12 + date_part('month', age($1::timestamptz, first_paid)))::int / step)
     end as k_full
   from bi_life0 l`,
  `create temp table bi_life as
   select l.*,
     case
       when first_paid is null then 0
       when r_fate < 0.03 and first_paid + interval '7 days' < $1 then 1
       when r_fate < 0.25 and k_full >= 1 then 1 + floor(r_when * k_full)::int
       when r_fate < 0.34 and k_full >= 1 then k_full
       else k_full + 1
     end as paid,
     case
       when first_paid is null then 'aguardando'
       when r_fate < 0.03 and first_paid + interval '7 days' < $1 then 'desistencia'
       when r_fate < 0.25 and k_full >= 1 then case when r_kind < 0.7 then 'fim-do-periodo' else 'imediato' end
       when r_fate < 0.34 and k_full >= 1 then 'atraso'
       else 'ativa'
     end as fate_kind
   from bi_life1 l`,
  `alter table bi_life add column ends_at timestamptz`,
  `update bi_life set ends_at = case fate_kind
     when 'desistencia' then first_paid + interval '1 day' * (1 + floor(r_when * 5)) + interval '3 hours'
     when 'fim-do-periodo' then first_paid + make_interval(months => paid * step)
     when 'imediato' then first_paid + make_interval(months => (paid - 1) * step) + interval '1 day' * (1 + floor(r_kind * 20))
     when 'atraso' then first_paid + make_interval(months => paid * step) + interval '5 minutes'
   end`,
  `create temp table bi_periods as
   select l.i, l.id as account_id, l.method, l.amount, l.step, l.plan_id, l.sku, l.plan_name, l.affiliate_id, l.fate_kind, k,
     gen_random_uuid() as charge_id,
     l.first_paid + make_interval(months => k * l.step) as due,
     k > 0 and k < l.paid - 1 and random() < 0.1 as late,
     random() as r_pay, random() as r_refund
   from bi_life l cross join lateral generate_series(0, l.paid - 1) as k`,
  `alter table bi_periods add column paid_at timestamptz, add column refund_requested timestamptz, add column refund_completed timestamptz`,
  `update bi_periods p set paid_at = case
     when k = 0 then due
     when late then due + interval '1 hour' * (24 + floor(r_pay * 120))
     else due - interval '1 hour' * (1 + floor(r_pay * 120))
   end`,
  `update bi_periods p set
     refund_requested = case when p.fate_kind = 'desistencia' then l.ends_at else p.paid_at + interval '1 day' * (3 + floor(p.r_refund * 4000)) end
   from bi_life l where l.id = p.account_id and ((p.fate_kind = 'desistencia' and p.k = 0) or p.r_refund < 0.004)`,
  `update bi_periods set refund_requested = null where refund_requested >= $1`,
  `update bi_periods set refund_completed = refund_requested + interval '1 day' * (1 + floor(r_pay * 3))
   where refund_requested is not null and r_pay < 0.9 and refund_requested + interval '4 days' < $1`,
  `insert into accounts (id, email, first_name, last_name, password_hash, created_at, confirmed_at)
   select id, 'bi-' || i || '@indicadores.exemplo.com.br', 'Pessoa', 'Número ' || i, null, signed_up - interval '10 minutes', signed_up
   from bi_life`,
  `insert into subscriptions (account_id, plan_id, status, paid_until, started_at, member_number, affiliate_id, cancels_on, created_at)
   select id, plan_id,
     case fate_kind
       when 'aguardando' then 'aguardando-pagamento'
       when 'desistencia' then 'cancelada' when 'fim-do-periodo' then 'cancelada' when 'imediato' then 'cancelada'
       when 'atraso' then case when ends_at + interval '7 days' < $1 then 'suspensa' else 'em-atraso' end
       else 'ativa'
     end,
     case fate_kind
       when 'aguardando' then null
       when 'atraso' then (ends_at at time zone ${SP})::date - 1
       when 'ativa' then greatest(
         (first_paid + make_interval(months => paid * step)) at time zone ${SP},
         $1::timestamptz at time zone ${SP} + interval '20 days')::date
       else (ends_at at time zone ${SP})::date
     end,
     signed_up, '7' || lpad(i::text, 15, '0'), affiliate_id, null, signed_up
   from bi_life`,
  `insert into subscription_events (account_id, from_status, to_status, paid_until, cause, charge_id, at)
   select account_id, from_status, to_status, paid_until, cause, charge_id, at from (
     select id as account_id, null as from_status, 'aguardando-pagamento' as to_status, null::date as paid_until,
       'cadastro' as cause, null::uuid as charge_id, signed_up as at
     from bi_life
     union all
     select p.account_id, 'ativa', 'em-atraso', (p.due at time zone ${SP})::date - 1, 'vencimento', null, p.due + interval '5 minutes'
     from bi_periods p where p.late
     union all
     select p.account_id, case when p.k = 0 then 'aguardando-pagamento' when p.late then 'em-atraso' else 'ativa' end, 'ativa',
       ((p.due + make_interval(months => l.step)) at time zone ${SP})::date - 1, 'pagamento', p.charge_id, p.paid_at
     from bi_periods p join bi_life l on l.id = p.account_id
     union all
     select id, 'ativa', case when fate_kind = 'atraso' then 'em-atraso' else 'cancelada' end, null,
       case when fate_kind = 'atraso' then 'vencimento' else 'cancelamento' end, null, ends_at
     from bi_life where ends_at is not null
     union all
     select id, 'em-atraso', 'suspensa', null, 'fim-da-carencia', null, ends_at + interval '7 days'
     from bi_life where fate_kind = 'atraso' and ends_at + interval '7 days' < $1
   ) e order by at`,
  `insert into subscription_cancellations (protocol, account_id, kind, reason, ends_on, requested_at)
   select 'CAN-BI-' || i, id,
     case fate_kind when 'desistencia' then 'arrependimento' else fate_kind end, null,
     (ends_at at time zone ${SP})::date - case when fate_kind = 'fim-do-periodo' then 1 else 0 end,
     case when fate_kind = 'fim-do-periodo' then ends_at - interval '1 day' * (1 + floor(r_when * 20)) else ends_at end
   from bi_life where fate_kind in ('desistencia', 'fim-do-periodo', 'imediato')`,
  `insert into charges (id, account_id, kind, method, provider, amount_cents, items, plan_id, affiliate_id, status, txid,
     payer_cpf, renews_paid_until, created_at, expires_at, paid_at, provider_payment_id, period_months)
   select charge_id, account_id, case when k = 0 then 'adesao' else 'renovacao' end, method,
     case when method = 'pix' then 'pix-manual' else 'asaas' end, amount,
     jsonb_build_array(jsonb_build_object('sku', sku, 'name', plan_name, 'amountCents', amount)), plan_id, affiliate_id,
     case when refund_completed is not null then 'reembolsada' when refund_requested is not null then 'reembolso-pendente' else 'paga' end,
     'BI' || i || 'P' || k, '52998224725',
     case when k = 0 then null else (due at time zone ${SP})::date - 1 end,
     paid_at - interval '2 hours', paid_at + interval '22 hours', paid_at,
     case when method = 'cartao' then 'pay_bi' || i || '_' || k end, step
   from bi_periods order by paid_at`,
  `insert into charges (account_id, kind, method, provider, amount_cents, items, plan_id, affiliate_id, status, txid,
     payer_cpf, created_at, expires_at)
   select account_id, case when k = 0 then 'adesao' else 'renovacao' end, method,
     case when method = 'pix' then 'pix-manual' else 'asaas' end, amount,
     jsonb_build_array(jsonb_build_object('sku', sku, 'name', plan_name, 'amountCents', amount)), plan_id, affiliate_id,
     'expirada', 'BI' || i || 'X' || k || '-' || attempt, '52998224725',
     paid_at - interval '1 day' * attempt - interval '3 hours', paid_at - interval '1 day' * attempt + interval '21 hours'
   from bi_periods cross join lateral generate_series(1, case when method = 'pix' then 2 else 1 end) as attempt
   order by paid_at`,
  `insert into refunds (charge_id, account_id, amount_cents, pix_key, status, requested_at, provider_asked_at, completed_at)
   select charge_id, account_id, amount, '52998224725', case when refund_completed is null then 'pendente' else 'concluido' end,
     refund_requested, refund_requested, refund_completed
   from bi_periods where refund_requested is not null order by refund_requested`,
  `insert into commissions (charge_id, affiliate_id, kind, base_cents, rate_bp, amount_cents, month, at)
   select charge_id, affiliate_id, 'comissao', amount, 1000, round(amount / 10.0)::int,
     to_char(paid_at at time zone ${SP}, 'YYYY-MM'), paid_at
   from bi_periods where affiliate_id is not null
   union all
   select charge_id, affiliate_id, 'estorno', -amount, 1000, -round(amount / 10.0)::int,
     to_char(refund_requested at time zone ${SP}, 'YYYY-MM'), refund_requested
   from bi_periods where affiliate_id is not null and refund_requested is not null`,
  `insert into dependants (subscription_id, name, birth_date, cpf, relationship, member_number, included_at, removed_at)
   select id, 'Dependente ' || n, date '2012-03-04', lpad((10000000000 + i * 2 + n)::text, 11, '0'),
     case when n = 0 then 'conjuge' else 'filho' end, '8' || lpad((i * 2 + n)::text, 15, '0'),
     first_paid + interval '1 day' * (1 + n * 30 + floor(r_when * 30)),
     case when r_kind < 0.15 and first_paid + interval '1 day' * (100 + n * 30) < $1
       then first_paid + interval '1 day' * (100 + n * 30) end
   from bi_life cross join lateral generate_series(0, case when r_aff < 0.3 then 1 when r_aff < 0.4 then 0 else -1 end) as n
   where first_paid is not null and first_paid + interval '1 day' * (31 + n * 30 + 30) < $1`,
  `create temp table bi_requests as
   select row_number() over (order by created_at) as n, gen_random_uuid() as id, x.*,
     x.created_at + interval '1 day' * (2 + floor(x.r_deadline * 8)) as respond_by
   from (
     select l.id as account_id, l.first_paid + make_interval(months => m) + interval '1 hour' * floor(random() * 27 * 24) as created_at,
       random() as r_deadline, random() as r_answer, random() as r_rate
     from bi_life l
     cross join lateral generate_series(0,
       (date_part('year', age(coalesce(l.ends_at, $1), l.first_paid)) * 12 + date_part('month', age(coalesce(l.ends_at, $1), l.first_paid)))::int) as m
     where l.paid > 0 and random() < 0.3
   ) x where x.created_at < $1 - interval '1 hour'`,
  `alter table bi_requests add column answered_at timestamptz, add column coverage_id text`,
  `update bi_requests r set
     answered_at = case
       when r_answer < 0.72 then created_at + (respond_by - created_at) * (r_answer / 0.8)
       when r_answer < 0.85 then respond_by + interval '1 hour' * (1 + floor(r_rate * 72))
     end,
     coverage_id = (select c.id from bi_coverages c where c.n = r.n % (select count(*) from bi_coverages))`,
  `update bi_requests set answered_at = null where answered_at >= $1`,
  `insert into service_requests (id, protocol, account_id, coverage_id, status, idempotency_key, fingerprint, created_at, updated_at, respond_by)
   select id, to_char(created_at at time zone ${SP}, 'YYYY') || '-B' || lpad(n::text, 7, '0'), account_id, coverage_id,
     case
       when answered_at is not null and answered_at + interval '1 day' < $1 then 'concluido'
       when answered_at is not null then 'agendado'
       when r_answer >= 0.93 then 'cancelado'
       else 'aberto'
     end, 'bi-' || n, 'f', created_at, coalesce(answered_at, created_at), respond_by
   from bi_requests order by n`,
  `insert into service_request_events (request_id, kind, status, actor, at)
   select id, 'status', status, actor, at from (
     select id, 'aberto' as status, 'assinante' as actor, created_at as at, n, 0 as step from bi_requests
     union all
     select id, 'agendado', 'operador', answered_at, n, 1 from bi_requests where answered_at is not null
     union all
     select id, 'concluido', 'operador', answered_at + interval '1 day', n, 2 from bi_requests
       where answered_at is not null and answered_at + interval '1 day' < $1
     union all
     select id, 'cancelado', 'assinante', created_at + interval '1 hour', n, 1 from bi_requests
       where answered_at is null and r_answer >= 0.93
   ) e order by at, n, step`,
  `insert into service_request_ratings (request_id, account_id, score, comment, rated_at)
   select id, account_id,
     case when r_rate < 0.5 then 5 when r_rate < 0.75 then 4 when r_rate < 0.87 then 3 when r_rate < 0.94 then 2 else 1 end,
     case when r_rate < 0.1 then 'Atendimento rápido.' end, answered_at + interval '2 days'
   from bi_requests where answered_at is not null and answered_at + interval '2 days' < $1 and r_deadline < 0.4`,
];

/** Seeds `subscribers` subscribers' last `months` months into the product's database; returns the rows per table. */
export async function seedIndicatorHistory(
  databaseUrl: string,
  { subscribers, months, now }: { subscribers: number; months: number; now: Date },
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(
      `create temp table bi_coverages as select id, row_number() over (order by id) - 1 as n from coverages where rules is not null`,
    );
    for (const statement of STATEMENTS(subscribers, months)) {
      const parameters = statement.includes('$1') ? [now.toISOString()] : [];
      await client.query(statement, parameters);
    }
    await client.query('delete from indicator_months');
    await client.query('vacuum analyze');
    const counts: Record<string, number> = {};
    for (const table of ['accounts', 'subscriptions', ...INDICATOR_TABLES]) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`);
      counts[table] = Number(rows[0]?.count ?? 0);
    }
    return counts;
  } finally {
    await client.end();
  }
}
