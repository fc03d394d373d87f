import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorServiceRequestListSchema, serviceRequestDetailSchema } from '@game-assist/contracts';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { DAY, HOUR, OPERATOR, requestKit, withServiceRequestApp } from '#api/test/service-requests.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';
/** An instant in São Paulo time (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);

// The response deadline, at risk and overdue, all read against the injected clock.
describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('response deadlines on %s', (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const { subscriber, operator, ask, call, mailTo } = requestKit(context);
  const at = (local: string) => context().clock.advance(sp(local).getTime() - context().clock.now().getTime());
  const get = async (who: Awaited<ReturnType<typeof subscriber>>, id: string) =>
    serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${id}`, who)).json());

  it('gives every request its deadline, marks it at risk and overdue, and sorts the queue by it', async () => {
    const ana = await subscriber();
    const op = await operator();
    const first = serviceRequestDetailSchema.parse((await ask(ana, { coverageId: 'suporte-online' })).json());
    // Thursday to the next Wednesday: 5 business days, the day of the request not counted.
    expect(first).toMatchObject({ deadline: '2026-12-02', deadlineState: 'no-prazo' });
    const answered = serviceRequestDetailSchema.parse((await ask(ana, { coverageId: 'suporte-online' })).json());
    await call('PATCH', `/api/operador/atendimentos/${answered.id}`, op, { status: 'agendado' });

    at('2026-11-27T15:00:00'); // Friday: due the next Friday
    const second = serviceRequestDetailSchema.parse((await ask(ana, { coverageId: 'suporte-online' })).json());
    expect(second.deadline).toBe('2026-12-04');

    const queue = async (query = '') =>
      operatorServiceRequestListSchema.parse((await call('GET', `/api/operador/atendimentos${query}`, op)).json());
    at('2026-11-30T10:00:00'); // Monday: the first has Tuesday and Wednesday left
    expect((await get(ana, first.id)).deadlineState).toBe('no-prazo');
    expect(await queue('?status=aberto')).toMatchObject({ atRisk: 0, overdue: 0 });

    at('2026-12-01T10:00:00'); // Tuesday: one business day left after today
    expect((await get(ana, first.id)).deadlineState).toBe('em-risco');
    expect((await get(ana, second.id)).deadlineState).toBe('no-prazo');
    expect((await get(ana, answered.id)).deadlineState).toBeNull();
    const open = await queue('?status=aberto');
    expect(open.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(open).toMatchObject({ atRisk: 1, overdue: 0 });
    expect((await queue('?deadline=em-risco')).items.map((item) => item.id)).toEqual([first.id]);

    at('2026-12-03T00:00:00'); // Thursday, midnight: Wednesday has ended
    expect((await get(ana, first.id)).deadlineState).toBe('atrasado');
    at('2026-12-03T10:00:00');
    expect((await get(ana, second.id)).deadlineState).toBe('em-risco');
    expect(await queue()).toMatchObject({ atRisk: 1, overdue: 1 });
    expect((await queue('?deadline=atrasado')).items.map((item) => item.id)).toEqual([first.id]);
    // Every status, soonest deadline first: the answered one (due 2 December, made first) leads.
    const everything = await queue();
    expect(everything.items.map((item) => item.id)).toEqual([first.id, answered.id, second.id]);

    // A page at a time, in deadline order: the cursor carries the deadline and the insertion number.
    const page = await queue('?limit=2');
    expect(page.items.map((item) => item.id)).toEqual([first.id, answered.id]);
    const rest = await queue(`?limit=2&cursor=${page.nextCursor ?? ''}`);
    expect(rest.items.map((item) => item.id)).toEqual([second.id]);
    expect(rest.nextCursor).toBeNull();
    expect((await call('GET', '/api/operador/atendimentos?cursor=cDQy', op)).statusCode).toBe(400);

    // The operator's answer ends the count: refused with its reason, it is neither at risk nor late.
    await call('PATCH', `/api/operador/atendimentos/${first.id}`, op, {
      status: 'recusado',
      note: 'Fora da cobertura.',
    });
    expect((await get(ana, first.id)).deadlineState).toBeNull();
    expect(await queue()).toMatchObject({ atRisk: 1, overdue: 0 });
    expect((await mailTo(OPERATOR)).length).toBe(0);
  });

  it('counts 10 business days for complex coverages', async () => {
    at('2026-12-10T10:00:00'); // Thursday
    const bia = await subscriber();
    context().clock.advance(8 * DAY); // past the 5 business days of waiting: Friday 18 December
    const complex = await ask(bia, { coverageId: 'gestao-de-ativos-digitais' });
    expect(complex.statusCode).toBe(201);
    // 21, 22, 23, 24, (Natal, weekend), 28, 29, 30, 31, (1 January, weekend), 4, 5.
    expect(serviceRequestDetailSchema.parse(complex.json()).deadline).toBe('2027-01-05');
  });
});

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the operators’ overdue digest on %s', (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  let other: TestContext;
  beforeAll(async () => {
    // A second process on the same database.
    other = await createTestApp(rawEnv(context()), { clock: context().clock, database: context().database });
  });
  afterAll(async () => {
    await other.close();
  });
  const { subscriber, ask, mailTo } = requestKit(context);
  const at = (local: string) => context().clock.advance(sp(local).getTime() - context().clock.now().getTime());
  const bothProcesses = () =>
    Promise.all([
      context().modules.serviceRequests.sendOverdueDigest(),
      other.modules.serviceRequests.sendOverdueDigest(),
    ]);
  const digests = async () => {
    await other.modules.outbox.drain();
    return [...(await mailTo(OPERATOR)), ...other.mailer.sent.filter((mail) => mail.to === OPERATOR)];
  };

  it('mails the operators once a business day, from 08:00, whatever the number of processes', async () => {
    const ana = await subscriber();
    const late = (await ask(ana, { coverageId: 'suporte-online' })).json<{ protocol: string }>();
    at('2026-11-27T11:00:00');
    const next = (await ask(ana, { coverageId: 'suporte-online' })).json<{ protocol: string }>();

    at('2026-12-03T07:59:00'); // Thursday, before 08:00: nothing yet
    expect(await bothProcesses()).toEqual([0, 0]);
    at('2026-12-03T08:30:00');
    expect((await bothProcesses()).sort()).toEqual([0, 1]);
    let mails = await digests();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('1 atendimento atrasado - Game Assist');
    expect(mails[0]?.text).toContain(`- ${late.protocol} · Suporte Online · Ana Souza · prazo: 02/12/2026`);
    expect(mails[0]?.text).toContain('https://app.exemplo.com.br/Operador');
    expect(mails[0]?.text).not.toContain(next.protocol);
    expect(
      [...context().mailer.sent, ...other.mailer.sent].filter((mail) => mail.to === 'outra@exemplo.com.br'),
    ).toHaveLength(1);

    context().clock.advance(6 * HOUR); // the same day, later: not again
    expect(await bothProcesses()).toEqual([0, 0]);
    at('2026-12-05T09:00:00'); // Saturday: no business, no digest
    expect(await bothProcesses()).toEqual([0, 0]);
    at('2026-12-07T09:00:00'); // Monday: both are late now
    expect((await bothProcesses()).sort()).toEqual([0, 2]);
    mails = await digests();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '1 atendimento atrasado - Game Assist',
      '2 atendimentos atrasados - Game Assist',
    ]);
  });
});

/** The environment a second app on the same database is built with (the same operators and URL). */
function rawEnv(ctx: TestContext): Record<string, string> {
  return {
    OPERATOR_EMAILS: [...ctx.config.OPERATOR_EMAILS].join(','),
    PUBLIC_URL: ctx.config.PUBLIC_URL ?? '',
  };
}
