import pg from 'pg';

const FIRST_NAMES = (
  'José João Antônio Francisco Luís Márcio Sérgio Fábio André Vinícius ' +
  'Maria Ana Conceição Lúcia Luíza Cecília Patrícia Márcia Letícia Beatriz ' +
  'Carlos Paulo Pedro Lucas Rafael Fernanda Juliana Camila Bruna Simone ' +
  'Jéssica Mônica Inês Raquel Sônia Tânia Vitória Valéria Caio Otávio'
).split(' ');
const LAST_NAMES = (
  'Silva Santos Oliveira Souza Araújo Gonçalves Simões Conceição Magalhães Brandão ' +
  'Gomes Ribeiro Carvalho Lima Pereira Ferreira Rodrigues Almeida Nascimento Assunção ' +
  'Barbosa Cardoso Teixeira Rocha Dias Guimarães Falcão Romão Estêvão Lobão ' +
  'Moraes Cavalcanti Medeiros Peixoto Sampaio Caldeira Quintão Monteiro Leão Frazão'
).split(' ');

/** What the product stores of the bench's subscriber `n` (the seed's SQL builds the same values). */
export interface SeededSubscriber {
  n: number;
  name: string;
  email: string;
  cpf: string;
  phone: string;
  memberNumber: string;
}

const firstName = (n: number) => FIRST_NAMES[n % FIRST_NAMES.length]!;
const lastName = (n: number) => LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function cpfOf(n: number): string {
  const base = String((123_456_789 + n * 7_919) % 1e9).padStart(9, '0');
  const digits = [...base].map(Number);
  const check = (weights: number) => ((10 * digits.reduce((sum, d, i) => sum + d * (weights - i), 0)) % 11) % 10;
  digits.push(check(10));
  digits.push(check(11));
  return digits.join('');
}

function luhn(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return payload + String((10 - (sum % 10)) % 10);
}

export function seededSubscriber(n: number): SeededSubscriber {
  const local = String((n * 7_919) % 1e8).padStart(8, '0');
  return {
    n,
    name: `${firstName(n)} ${lastName(n)}`,
    email: `${fold(firstName(n))}.${fold(lastName(n))}.${n}@exemplo.com.br`,
    cpf: cpfOf(n),
    phone: `(${11 + (n % 80)}) 9${local.slice(0, 4)}-${local.slice(4)}`,
    memberNumber: luhn(`7019${String((n * 7_919) % 1e11).padStart(11, '0')}`),
  };
}

const literal = (values: string[]) => `array[${values.map((value) => pg.escapeLiteral(value)).join(', ')}]`;

/** SQL of `seededSubscriber` for the column `n` of a query. */
const FUNCTIONS = `
create or replace function pg_temp.bench_cpf(n bigint) returns text language sql immutable as $$
  with b as (select lpad(((123456789 + n * 7919) % 1000000000)::text, 9, '0') as base),
  c1 as (select base, ((10 * (select sum(substr(base, i, 1)::int * (11 - i)) from generate_series(1, 9) i)) % 11) % 10 as d1 from b)
  select base || d1 || ((10 * ((select sum(substr(base, i, 1)::int * (12 - i)) from generate_series(1, 9) i) + d1 * 2)) % 11) % 10 from c1
$$;
create or replace function pg_temp.bench_luhn(payload text) returns text language sql immutable as $$
  select payload || ((10 - sum(case when i % 2 = 0 then d * 2 - case when d * 2 > 9 then 9 else 0 end else d end) % 10) % 10)::text
  from (select i, substr(payload, length(payload) - i, 1)::int as d from generate_series(0, length(payload) - 1) i) x
$$;`;

/**
 * Seeds subscribers `from`..`to` as the product would have them after sign-up, profile, a paid PIX
 * checkout confirmed by the operator: every 10th with a request, every 20th with a dependant, every
 * 25th with a cancellation at the end of the period. Set-based SQL, one transaction, then `analyze`.
 */
export async function seedSubscribers(databaseUrl: string, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(FUNCTIONS);
    const { rows } = await client.query<{ id: string }>(
      "select id from accounts where email = 'bench-operador@exemplo.com.br'",
    );
    const operator = rows[0]?.id ?? null;
    await client.query(
      `create temporary table bench_seed on commit drop as
       select n, gen_random_uuid() as account_id, gen_random_uuid() as charge_id,
         (${literal(FIRST_NAMES)})[1 + (n % ${FIRST_NAMES.length})::int] as first_name,
         (${literal(LAST_NAMES)})[1 + ((n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length})::int] as last_name,
         pg_temp.bench_cpf(n) as cpf,
         lpad(((n * 7919) % 100000000)::text, 8, '0') as phone_local,
         pg_temp.bench_luhn('7019' || lpad(((n * 7919) % 100000000000)::text, 11, '0')) as member_number,
         translate(upper(substr(md5('bench-txid-' || n), 1, 23)), '01', 'ZY') as txid_tail,
         now() - make_interval(days => (n % 340)::int, hours => 2) as created_at
       from generate_series($1::bigint, $2::bigint) n`,
      [from, to],
    );
    await client.query(
      `alter table bench_seed add column paid_at timestamptz, add column paid_until date, add column plan_id text;
       update bench_seed set paid_at = created_at + interval '10 minutes',
         paid_until = ((created_at + interval '10 minutes') at time zone 'America/Sao_Paulo')::date + interval '12 months',
         plan_id = (select id from plans order by id offset (n % (select count(*) from plans)) limit 1)`,
    );
    await client.query(
      `insert into accounts (id, email, password_hash, first_name, last_name, created_at, confirmed_at, notify_by_email)
       select account_id, search_fold(first_name) || '.' || search_fold(last_name) || '.' || n || '@exemplo.com.br',
         null, first_name, last_name, created_at, created_at + interval '2 minutes', true
       from bench_seed`,
    );
    await client.query(
      `insert into subscribers (account_id, nome, telefone, nascimento, endereco, updated_at)
       select account_id, first_name || ' ' || last_name,
         '(' || (11 + n % 80) || ') 9' || substr(phone_local, 1, 4) || '-' || substr(phone_local, 5, 4),
         date '1950-01-01' + (n * 37 % 20000)::int, 'Rua das Flores, ' || (1 + n % 2000) || ' - São Paulo/SP',
         created_at + interval '5 minutes'
       from bench_seed`,
    );
    await client.query(
      `insert into subscriptions (account_id, plan_id, add_ons, status, paid_until, started_at, member_number, cancels_on, created_at)
       select account_id, plan_id, '{}', 'ativa', paid_until, paid_at, member_number,
         case when n % 25 = 0 then paid_until end, created_at + interval '2 minutes'
       from bench_seed`,
    );
    await client.query(
      `insert into charges (id, account_id, kind, method, provider, amount_cents, installments, items, plan_id, add_ons,
         status, txid, copia_e_cola, payer_cpf, idempotency_key, fingerprint, created_at, expires_at, paid_at, confirmed_by)
       select s.charge_id, s.account_id, 'adesao', 'pix', 'pix-manual', p.pix_price_cents, 1,
         jsonb_build_array(jsonb_build_object('sku', p.id, 'name', p.name, 'amountCents', p.pix_price_cents)),
         p.id, '{}', 'paga', 'GA' || s.txid_tail,
         '00020101021226360014br.gov.bcb.pix0114financeiro5204000053039865802BR62290525GA' || s.txid_tail || '6304',
         s.cpf, 'bench-' || s.n, md5('pix|' || s.cpf), s.created_at + interval '8 minutes',
         s.created_at + interval '38 minutes', s.paid_at, $1::uuid
       from bench_seed s join plans p on p.id = s.plan_id`,
      [operator],
    );
    await client.query(
      `insert into charge_events (charge_id, type, actor, actor_account_id, at)
       select charge_id, 'criada', 'assinante', account_id, created_at + interval '8 minutes' from bench_seed
       union all select charge_id, 'paga', 'operador', $1::uuid, paid_at from bench_seed`,
      [operator],
    );
    await client.query(
      `insert into subscription_events (account_id, from_status, to_status, paid_until, cause, charge_id, at)
       select account_id, null, 'aguardando-pagamento', null, 'cadastro', null, created_at + interval '2 minutes' from bench_seed
       union all select account_id, 'aguardando-pagamento', 'ativa', paid_until, 'pagamento', charge_id, paid_at from bench_seed`,
    );
    await client.query(
      `with made as (
         insert into service_requests (account_id, protocol, coverage_id, status, idempotency_key, fingerprint,
           created_at, updated_at, respond_by)
         select account_id, to_char(paid_at, 'YYYY') || '-' || lpad(nextval('service_request_protocol_seq')::text, 6, '0'),
           'suporte-online', 'aberto', 'bench-' || n, md5('suporte-online|' || n), paid_at + interval '1 day',
           paid_at + interval '1 day', paid_at + interval '3 days'
         from bench_seed where n % 10 = 0 order by n
         returning id, account_id, created_at)
       insert into service_request_events (request_id, kind, status, actor, actor_account_id, at)
       select id, 'status', 'aberto', 'assinante', account_id, created_at from made`,
    );
    await client.query(
      `insert into dependants (subscription_id, name, birth_date, cpf, relationship, member_number, included_at)
       select account_id, 'Dependente ' || last_name, date '2010-01-01' + (n % 3000)::int, pg_temp.bench_cpf(n + 500000),
         'filho', pg_temp.bench_luhn('7019' || lpad((((n + 500000) * 7919) % 100000000000)::text, 11, '0')),
         paid_at + interval '1 hour'
       from bench_seed where n % 20 = 0`,
    );
    await client.query(
      `insert into subscription_cancellations (protocol, account_id, kind, reason, ends_on, requested_at)
       select 'CAN-' || to_char(paid_at + interval '20 days', 'YYYY') || '-' || lpad(nextval('cancellation_protocol_seq')::text, 6, '0'),
         account_id, 'fim-do-periodo', case when n % 50 = 0 then 'Mudança de cidade' end, paid_until, paid_at + interval '20 days'
       from (select * from bench_seed where n % 25 = 0 order by n) s`,
    );
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** A request's and a cancellation's protocol, and a txid, of seeded subscribers (read back: the protocols are drawn). */
export async function seededProtocols(databaseUrl: string, ns: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = ns.map((n) => seededSubscriber(n).email);
    const query = async (sql: string) =>
      (await client.query<{ value: string }>(sql, [emails])).rows.map((r) => r.value);
    return {
      requests: await query(
        'select r.protocol as value from service_requests r join accounts a on a.id = r.account_id where a.email = any($1)',
      ),
      cancellations: await query(
        'select c.protocol as value from subscription_cancellations c join accounts a on a.id = c.account_id where a.email = any($1)',
      ),
      txids: await query(
        'select c.txid as value from charges c join accounts a on a.id = c.account_id where a.email = any($1)',
      ),
    };
  } finally {
    await client.end();
  }
}
