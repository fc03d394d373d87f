import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indicatorsSchema, type IndicatorMonth, type StaffRole } from '@game-assist/contracts';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, suiteApp } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { staffMember } from '#api/test/staff.js';
import { expectedMonth } from './expected.test-support.js';
import { HISTORY, NOW, seedHistory } from './history.test-support.js';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("'Indicadores': the monthly figures against an independent computation, on %s (#67)", (name, postgres) => {
  const context = suiteApp(async () =>
    createTestApp({}, { clock: new ManualClock(NOW.toISOString()), database: await createTestDatabase({ postgres }) }),
  );
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (roles: StaffRole[]) => {
    const key = roles.join('-');
    if (!tokens.has(key))
      tokens.set(
        key,
        staffMember(context(), `${key}.${name.toLowerCase()}@equipe.exemplo.com.br`, roles).then((m) => m.token),
      );
    return tokens.get(key) as Promise<string>;
  };
  const read = async (query: string, roles: StaffRole[] = ['financeiro'], accept = 'application/json') =>
    context().app.inject({
      method: 'GET',
      url: `/api/admin/indicadores${query}`,
      headers: { authorization: `Bearer ${await tokenOf(roles)}`, accept },
    });
  let seeded: Promise<string[]> | undefined;
  const history = () => (seeded ??= seedHistory(context().database.db, postgres ? 'pg' : 'lite'));

  it('answers each month of the seeded history with exactly what the facts give', async () => {
    const coverageIds = await history();
    const answer = await read('?de=2026-01&ate=2026-06');
    expect(answer.statusCode, answer.body).toBe(200);
    const indicators = indicatorsSchema.parse(answer.json());
    expect(indicators).toMatchObject({ from: '2026-01', to: '2026-06', asOf: NOW.toISOString() });
    expect(indicators.months).toEqual(MONTHS.map((month) => expectedMonth(HISTORY, month, NOW, coverageIds)));
    const exercised = (m: (typeof indicators.months)[number]) => [
      m.activeAtEnd,
      m.newPaid,
      m.cancelled.withdrawals,
      m.cancelled.others,
      m.churnPercent ?? 0,
      m.revenue.pix,
      m.revenue.cartao,
      m.refunds.cartao,
      m.mrr,
      m.inGrace,
      m.suspended,
      m.dependants,
      m.requests.onTime,
      m.requests.late,
      m.commissions,
      m.satisfaction.ratings,
    ];
    const figures = indicators.months.map(exercised);
    expect(figures[0]?.map((_, i) => figures.some((month) => month[i] !== 0))).toEqual(figures[0]?.map(() => true));
    // The month change in São Paulo time: paid at 23:30 on 31 January there (1 February in UTC) is January's.
    const [january, february] = indicators.months;
    expect([january?.newPaid, february?.newPaid, january?.revenue.pix, february?.revenue.pix]).toEqual([
      1, 0, 12_990, 0,
    ]);
    // PIX Automático mensal (#69): in May, Julia's third month and Lia's last, each counts 12 × R$ 10,90, as a year
    // paid at once does (Kleber's refunded month not at all); the yearly part: Ana, Bruno, Eva, Fábio and Igor.
    expect([indicators.months[4]?.arr, indicators.months[4]?.mrr]).toEqual([71_028 + 2 * 13_080, 8_099]);
    // Rated at 23:30 on 30 June in São Paulo (July in UTC): June's; March 5 of 5, April 2 of 5 on another coverage.
    expect(indicators.months.map((m) => [m.satisfaction.ratings, m.satisfaction.average])).toEqual([
      [0, null],
      [0, null],
      [1, 5],
      [1, 2],
      [0, null],
      [1, 4],
    ]);
  });

  it('is read by the administrador too, and refused to atendimento', async () => {
    expect((await read('?de=2026-05&ate=2026-06', ['administrador'])).statusCode).toBe(200);
    const refused = await read('', ['atendimento']);
    expect(refused.statusCode).toBe(403);
  });

  it('gives the last 12 months up to the current one by default', async () => {
    const answer = indicatorsSchema.parse((await read('')).json());
    expect([answer.from, answer.to, answer.months.length]).toEqual(['2025-08', '2026-07', 12]);
  });

  it('refuses a malformed month, a reversed or future period and more than 24 months, in pt-BR', async () => {
    const cases: [string, string][] = [
      ['?de=2026-13', 'Mês inicial inválido: use AAAA-MM, como 2026-01.'],
      ['?ate=26-01', 'Mês final inválido: use AAAA-MM, como 2026-12.'],
      ['?de=2026-05&ate=2026-02', 'O mês inicial deve vir antes do mês final.'],
      ['?ate=2026-08', 'O período não pode passar do mês atual.'],
      ['?de=2024-01&ate=2026-06', 'Escolha um período de no máximo 24 meses.'],
    ];
    for (const [query, message] of cases) {
      const answer = await read(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body, query).toContain(message);
    }
  });

  it('downloads the same figures as CSV: BOM, `;`, comma decimals, CRLF', async () => {
    const coverageIds = await history();
    const answer = await read('?de=2026-04&ate=2026-05', ['financeiro'], 'text/csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="indicadores-2026-04-a-2026-05.csv"');
    const [header, april, may, rest] = answer.body.split('\r\n');
    expect(header?.startsWith('\uFEFFMês;Assinaturas ativas no início;')).toBe(true);
    const expectedMay = expectedMonth(HISTORY, '2026-05', NOW, coverageIds);
    const cells = may?.split(';') ?? [];
    expect(cells[0]).toBe('2026-05');
    expect(cells[2]).toBe(String(expectedMay.activeAtEnd));
    expect(cells[8]).toBe('130,80');
    expect(cells[13]).toBe(`${Math.floor(expectedMay.mrr / 100)},${String(expectedMay.mrr % 100).padStart(2, '0')}`);
    expect(april?.split(';')[0]).toBe('2026-04');
    expect(rest).toBe('');
  });

  it('stores each closed month, reads it back as computed, its requests live until settled, and the current month live', async () => {
    const coverageIds = await history();
    const { db } = context().database;
    const { indicators } = context().modules;
    const period = '?de=2025-08&ate=2026-07';
    const live = (await read(period)).json() as { months: IndicatorMonth[] };
    const stored = await indicators.storeClosedMonths();
    expect([stored[0], stored.at(-1), stored.length]).toEqual(['2024-06', '2026-06', 25]);
    expect(await indicators.storeClosedMonths()).toEqual([]);
    expect((await read(period)).json()).toEqual(live);
    const rows = (await db.execute(
      sql`select month, figures, settled from indicator_months where month >= '2026-01' order by month`,
    )) as unknown as {
      rows: { month: string; figures: IndicatorMonth; settled: boolean }[];
    };
    expect(rows.rows.map((row) => row.figures)).toEqual(
      rows.rows.map((row) => expectedMonth(HISTORY, row.month, NOW, coverageIds)),
    );
    expect(rows.rows.map((row) => row.settled)).toEqual([true, true, true, true, true, false]);
    await db.execute(
      sql`update indicator_months set figures = jsonb_set(figures, '{newPaid}', '999') where month = '2026-02'`,
    );
    await db.execute(
      sql`update indicator_months set figures = jsonb_set(jsonb_set(figures, '{newPaid}', '998'), '{requests,late}', '997') where month = '2026-06'`,
    );
    const account = (
      (await db.execute(
        sql`select id from accounts where email = ${`${postgres ? 'pg' : 'lite'}.ana@indicadores.exemplo.com.br`}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]?.id;
    const paidAt = new Date(NOW.getTime() - 3_600_000).toISOString();
    await db.execute(sql`insert into charges (account_id, kind, method, provider, amount_cents, items, plan_id, status,
        txid, payer_cpf, created_at, expires_at, paid_at)
      values (${account}, 'renovacao', 'pix', 'pix-manual', 5000, '[]'::jsonb, 'plan-black', 'paga', 'TX-LIVE-JULY',
        '52998224725', ${paidAt}, ${paidAt}, ${paidAt})`);
    try {
      const now = (await read('?de=2026-02&ate=2026-07')).json() as { months: IndicatorMonth[] };
      expect(now.months[0]?.newPaid).toBe(999);
      expect([now.months[4]?.newPaid, now.months[4]?.requests]).toEqual([998, live.months.at(-2)?.requests]);
      expect(now.months.at(-1)?.revenue.pix).toBe((live.months.at(-1)?.revenue.pix ?? 0) + 5000);
    } finally {
      await db.execute(sql`delete from charges where txid = 'TX-LIVE-JULY'`);
      await db.execute(sql`delete from indicator_months`);
    }
  });
});
