import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  operatorServiceRequestListSchema,
  serviceRequestDetailSchema,
  subscriberRecordSchema,
} from '@game-assist/contracts';
import { DAY, requestKit, withServiceRequestApp, type Person } from '#api/test/service-requests.js';
import { staffMember } from '#api/test/staff.js';
import { ratingsByCoverage } from './index.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("'Como foi o atendimento?': rating a concluded request, on %s (#67)", (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const { subscriber, ask, call, later, mailTo } = requestKit(context);
  let staffToken: Promise<string> | undefined;
  const asStaff = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
    staffToken ??= staffMember(context(), `avaliacoes-${postgres}@equipe.exemplo.com.br`, ['atendimento']).then(
      (member) => member.token,
    );
    return context().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await staffToken}` },
      ...(payload ? { payload } : {}),
    });
  };
  const open = async (who: Person, coverageId = 'suporte-online') => {
    const answer = await ask(who, { coverageId });
    expect(answer.statusCode, answer.body).toBe(201);
    return serviceRequestDetailSchema.parse(answer.json());
  };
  const move = async (id: string, status: string) => {
    const answer = await asStaff('PATCH', `/api/operador/atendimentos/${id}`, { status });
    expect(answer.statusCode, answer.body).toBe(200);
    return serviceRequestDetailSchema.parse(answer.json());
  };
  const concluded = async (who: Person) => {
    const request = await open(who);
    await move(request.id, 'em-atendimento');
    return move(request.id, 'concluido');
  };
  const rate = (who: Person, id: string, payload: object) =>
    call('POST', `/api/atendimentos/${id}/avaliacao`, who, payload);

  it('asks once, in the app and by e-mail linking the request; takes 1-5 and a comment once; the queue and the look-up show it', async () => {
    const ana = await subscriber();
    const request = await concluded(ana);
    const now = context().clock.now().getTime();
    expect(request.rating).toBeNull();
    expect(request.ratableUntil).toBe(new Date(now + 30 * DAY).toISOString());

    const notices = notificationListSchema.parse((await call('GET', '/api/notificacoes', ana)).json());
    expect(notices.items[0]).toMatchObject({ title: 'Atendimento concluído', serviceRequestId: request.id });
    expect(notices.items[0]?.body).toContain('Como foi o atendimento?');
    const mail = (await mailTo(ana.email)).at(-1);
    expect(mail?.subject).toBe('Atendimento concluído - Game Assist');
    expect(mail?.text).toContain('Como foi o atendimento?');
    expect(mail?.text).toContain(`https://app.exemplo.com.br/MeusAtendimentos/${request.id}`);

    const answer = await rate(ana, request.id, { score: 4, comment: '  Resolveram rápido.  ' });
    expect(answer.statusCode, answer.body).toBe(201);
    const rated = serviceRequestDetailSchema.parse(answer.json());
    expect(rated.rating).toEqual({ score: 4, comment: 'Resolveram rápido.', ratedAt: new Date(now).toISOString() });
    expect(rated.ratableUntil).toBeNull();
    const again = await rate(ana, request.id, { score: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Este atendimento já foi avaliado. Obrigado pela sua avaliação!' });
    const mine = serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${request.id}`, ana)).json());
    expect(mine.rating?.score).toBe(4);

    const queue = operatorServiceRequestListSchema.parse(
      (await asStaff('GET', '/api/operador/atendimentos?status=concluido&limit=50')).json(),
    );
    expect(queue.items.find((item) => item.id === request.id)?.rating).toMatchObject({
      score: 4,
      comment: 'Resolveram rápido.',
    });
    const page = subscriberRecordSchema.parse((await asStaff('GET', `/api/operador/assinantes/${ana.id}`)).json());
    expect(page.requests.find((item) => item.id === request.id)?.rating).toMatchObject({
      score: 4,
      comment: 'Resolveram rápido.',
    });
  });

  it('only the owner (404 for anyone else), only a concluded request (409)', async () => {
    const ana = await subscriber();
    const bia = await subscriber();
    const request = await concluded(ana);
    const other = await rate(bia, request.id, { score: 5 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Atendimento não encontrado.' });
    expect((await rate(bia, 'nao-e-um-id', { score: 5 })).statusCode).toBe(404);

    const inProgress = await open(bia);
    const early = await rate(bia, inProgress.id, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Só é possível avaliar um atendimento concluído.' });
    const detail = await call('GET', `/api/atendimentos/${inProgress.id}`, bia);
    expect(serviceRequestDetailSchema.parse(detail.json())).toMatchObject({ rating: null, ratableUntil: null });
  });

  it('validates the score and the comment in pt-BR, storing nothing', async () => {
    const ana = await subscriber();
    const request = await concluded(ana);
    for (const payload of [{ score: 0 }, { score: 6 }, { score: 3.5 }, {}, { score: '5' }]) {
      const answer = await rate(ana, request.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body).toContain('Escolha uma nota de 1 a 5.');
    }
    const long = await rate(ana, request.id, { score: 3, comment: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('No máximo 500 caracteres.');
    expect((await rate(ana, request.id, { score: 3, comment: 'a'.repeat(500) })).statusCode).toBe(201);
  });

  it('closes 30 days after the conclusion with a clear message (422)', async () => {
    const ana = await subscriber();
    const late = await concluded(ana);
    const onTime = await concluded(ana);
    await later(30 * DAY, async () => {
      const detail = serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${late.id}`, ana)).json());
      expect(detail.ratableUntil).toBeNull();
      const answer = await rate(ana, late.id, { score: 2 });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        message:
          'O prazo para avaliar este atendimento terminou: a avaliação fica aberta por 30 dias após a conclusão.',
      });
    });
    await later(30 * DAY - 1000, async () => {
      expect((await rate(ana, onTime.id, { score: 2 })).statusCode).toBe(201);
    });
  });

  it('ratingsByCoverage: per coverage, the count, the sum and how many were 4 or 5, of ratings given in [from, to)', async () => {
    const ana = await subscriber();
    const from = context().clock.now();
    const to = new Date(from.getTime() + 1);
    const support = async () =>
      (await ratingsByCoverage(context().database.db, from, to)).find((row) => row.coverageId === 'suporte-online') ?? {
        ratings: 0,
        scoreSum: 0,
        fourOrFive: 0,
      };
    const before = await support();
    for (const score of [5, 4, 1]) {
      const request = await concluded(ana);
      expect((await rate(ana, request.id, { score })).statusCode).toBe(201);
    }
    expect(await support()).toEqual({
      coverageId: 'suporte-online',
      ratings: before.ratings + 3,
      scoreSum: before.scoreSum + 10,
      fourOrFive: before.fourOrFive + 2,
    });
    expect(await ratingsByCoverage(context().database.db, to, new Date(to.getTime() + DAY))).toEqual([]);
  });

  it('a second answer at the same time is refused, one rating stored', async () => {
    const ana = await subscriber();
    const request = await concluded(ana);
    const answers = await Promise.all([rate(ana, request.id, { score: 5 }), rate(ana, request.id, { score: 1 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const stored = await context().database.db.execute(
      sql`select count(*)::int as n from service_request_ratings where request_id = ${request.id}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
