import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import {
  authSessionSchema,
  cardRevocationListSchema,
  coverageUsageListSchema,
  dependantListSchema,
  dependantSchema,
  deviceSessionListSchema,
  memberCardRefusalSchema,
  memberCardSchema,
  myDataSchema,
  MY_DATA_CODE_HEADER,
  notificationListSchema,
  serviceRequestDetailSchema,
  serviceRequestListSchema,
  serviceRequestRefusalSchema,
  subscriberSchema,
  type Dependant,
} from '@game-assist/contracts';
import { cardTokenAt } from '@game-assist/contracts/card-token';
import { paySubscription, signUpSubscriber, TEST_CPF } from '#api/test/app.js';
import { DAY, requestKit, withServiceRequestApp, type Person } from '#api/test/service-requests.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';
const CHILD = { nome: 'Lia Souza', nascimento: '2015-03-10', parentesco: 'filho' } as const;
const PARENT = { nome: 'Rui Souza', nascimento: '1955-08-21', parentesco: 'pai-mae' } as const;
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('dependants on %s', (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const { subscriber, ask, call, later, mailTo } = requestKit(context);
  // A CPF is unique among the active dependants of the whole database: each test ends its own.
  const endAll = (titular: Person) =>
    context().database.db.execute(sql`update dependants set removed_at = now() where subscription_id = ${titular.id}`);

  async function add(who: Person, body: object) {
    return call('POST', '/api/dependentes', who, body);
  }
  async function addOk(who: Person, body: object): Promise<Dependant> {
    const answer = await add(who, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return dependantSchema.parse(answer.json());
  }

  /** Invites and accepts: the dependant's own sign-in, as a Person the kit can call with. */
  /** The person's 'Meus dados' download, with the code it e-mails them first. */
  async function myData(who: Person, email: string) {
    expect((await call('POST', '/api/meus-dados/codigo', who)).statusCode).toBe(202);
    // By its subject: the request's notice (its protocol has six digits too) may be sent after it.
    const codeMail = (await mailTo(email)).findLast((mail) => mail.subject === 'Código para baixar seus dados');
    const code = /: (\d{6})/.exec(codeMail?.text ?? '')?.[1] ?? '';
    const download = await context().app.inject({
      method: 'GET',
      url: '/api/meus-dados',
      headers: {
        authorization: `Bearer ${await context().app.accessTokens.sign(who.id)}`,
        [MY_DATA_CODE_HEADER]: code,
      },
    });
    expect(download.statusCode, download.body).toBe(200);
    return myDataSchema.parse(download.json());
  }

  async function acceptInvitation(titular: Person, dependant: Dependant, email: string) {
    const sent = await call('POST', `/api/dependentes/${dependant.id}/convite`, titular, { email });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = (await mailTo(email)).at(-1);
    expect(mail?.subject).toBe('Convite para a assinatura Game Assist');
    expect(mail?.text).toContain('https://app.exemplo.com.br/ConviteDependente');
    const code = /código de convite é: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const accepted = await context().app.inject({
      method: 'POST',
      url: '/api/dependentes/convite/aceitar',
      headers: { 'user-agent': SAFARI_IPHONE },
      payload: { email, code },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const session = authSessionSchema.parse(accepted.json());
    return { person: { email, id: session.user.id }, session };
  }

  it('holds at most 4 dependants, also when added in parallel, each with a member number of their own', async () => {
    const ana = await subscriber();
    const answers = await Promise.all(
      ['467.414.501-57', '111.444.777-35', '390.533.447-05', '714.602.380-01', '853.513.468-93'].map((cpf, i) =>
        add(ana, { ...CHILD, nome: `Filho ${i}`, cpf }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toMatchObject({ message: 'Sua assinatura já tem 4 dependentes, o máximo permitido.' });
    const list = dependantListSchema.parse((await call('GET', '/api/dependentes', ana)).json());
    expect(list.items).toHaveLength(4);
    expect(list).toMatchObject({ max: 4, incluidosNoPlano: true });
    const numbers = new Set(list.items.map((item) => item.memberNumber));
    expect(numbers.size).toBe(4);
    const own = (await call('GET', '/api/assinatura', ana)).json() as { memberNumber: string };
    expect(numbers.has(own.memberNumber)).toBe(false);
    for (const item of list.items) expect(item.memberNumber).toMatch(/^7019\d{12}$/);
    // Removing one frees a place.
    const [first] = list.items;
    expect((await call('DELETE', `/api/dependentes/${first?.id ?? ''}`, ana)).statusCode).toBe(204);
    expect((await add(ana, { ...CHILD, cpf: '248.438.034-80' })).statusCode).toBe(201);
    await endAll(ana);
  });

  it('checks the CPF and keeps it unique among active dependants of every subscription', async () => {
    const ana = await subscriber();
    const bia = await subscriber();
    const bad = await add(ana, { ...CHILD, cpf: '123.456.789-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'CPF inválido: confira os números.' });
    const child = await addOk(ana, { ...CHILD, cpf: '145.382.206-20' });
    expect(child).toMatchObject({
      cpf: '145.382.206-20',
      parentesco: 'filho',
      adulto: false,
      acesso: { estado: 'sem-acesso' },
    });
    const again = await add(bia, { ...CHILD, cpf: '14538220620' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Este CPF já está em uma assinatura ativa.' });
    expect((await add(ana, { ...CHILD, cpf: '145.382.206-20' })).statusCode).toBe(409);
    // Removed, the CPF may join another subscription.
    expect((await call('DELETE', `/api/dependentes/${child.id}`, ana)).statusCode).toBe(204);
    const moved = await addOk(bia, { ...CHILD, cpf: '145.382.206-20' });
    const edited = await call('PATCH', `/api/dependentes/${moved.id}`, bia, {
      nome: 'Lia S. Souza',
      parentesco: 'outro',
    });
    expect(dependantSchema.parse(edited.json())).toMatchObject({ nome: 'Lia S. Souza', parentesco: 'outro' });
    expect((await call('PATCH', `/api/dependentes/${moved.id}`, bia, { cpf: '000.000.000-00' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/dependentes/${moved.id}`, bia)).statusCode).toBe(204);
    expect((await add(ana, { ...CHILD, cpf: '145.382.206-20', parentesco: 'primo' })).statusCode).toBe(400);
  });

  it("refuses the titular's own CPF for a dependant, when the titular has given one", async () => {
    // Every kit subscriber paid with TEST_CPF, as their own.
    const ana = await subscriber();
    const mine = await add(ana, { ...CHILD, cpf: TEST_CPF.replace(/\D/g, '') });
    expect(mine.statusCode).toBe(422);
    expect(mine.json()).toMatchObject({
      message: 'Este é o CPF do titular da assinatura: informe o CPF do dependente.',
    });
    const lia = await addOk(ana, { ...CHILD, cpf: '701.414.091-42' });
    const edited = await call('PATCH', `/api/dependentes/${lia.id}`, ana, { cpf: TEST_CPF });
    expect(edited.statusCode).toBe(422);
    expect(dependantListSchema.parse((await call('GET', '/api/dependentes', ana)).json()).items).toEqual([
      expect.objectContaining({ id: lia.id, cpf: '701.414.091-42' }),
    ]);
    // Another titular's CPF is anyone's to have; a titular with no CPF on file (nothing paid) is not checked.
    const email = `outro-cpf-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
    const session = await signUpSubscriber(context(), email);
    const caio = { email, id: session.user.id };
    const unpaid = await addOk(caio, { ...CHILD, nome: 'Caio Souza', cpf: TEST_CPF });
    await paySubscription(context(), session.access_token, '242.361.962-63');
    expect((await call('PATCH', `/api/dependentes/${unpaid.id}`, caio, { cpf: '242.361.962-63' })).statusCode).toBe(
      422,
    );
    expect((await add(ana, { ...PARENT, cpf: '242.361.962-63' })).statusCode).toBe(201);
    await endAll(ana);
    await endAll(caio);
  });

  it('counts per-person limits per person and per-subscription limits for everyone, under parallel requests', async () => {
    const ana = await subscriber();
    const lia = await addOk(ana, { ...CHILD, cpf: '467.414.501-57' });
    const rui = await addOk(ana, { ...PARENT, cpf: '111.444.777-35' });
    // A week on (past the 48 business hours' waiting), in December.
    await later(7 * DAY, async () => {
      // Telemedicina: 1 a month per person.
      const tele = await Promise.all([
        ask(ana, { coverageId: 'telemedicina' }),
        ask(ana, { coverageId: 'telemedicina' }),
        ask(ana, { coverageId: 'telemedicina', personId: lia.id }),
        ask(ana, { coverageId: 'telemedicina', personId: lia.id }),
        ask(ana, { coverageId: 'telemedicina', personId: rui.id }),
      ]);
      expect(tele.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      expect(tele.filter((answer) => answer.statusCode === 422)).toHaveLength(2);
      const created = tele
        .filter((answer) => answer.statusCode === 201)
        .map((a) => serviceRequestDetailSchema.parse(a.json()));
      expect(created.map((request) => request.personId).sort()).toEqual([lia.id, rui.id, null].sort());
      // Televeterinário: 2 a month for the whole subscription.
      const vet = await Promise.all([
        ask(ana, { coverageId: 'televeterinario' }),
        ask(ana, { coverageId: 'televeterinario', personId: lia.id }),
        ask(ana, { coverageId: 'televeterinario', personId: rui.id }),
        ask(ana, { coverageId: 'televeterinario', personId: lia.id }),
      ]);
      expect(vet.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
      const refusal = serviceRequestRefusalSchema.parse(vet.find((answer) => answer.statusCode === 422)?.json());
      expect(refusal).toMatchObject({ reason: 'limite', usage: { used: 2, limit: 2, period: 'mes' } });
      const usage = coverageUsageListSchema.parse(
        (await call('GET', `/api/atendimentos/uso?pessoa=${lia.id}`, ana)).json(),
      ).coverages;
      expect(usage.find((row) => row.coverageId === 'telemedicina')).toMatchObject({ used: 1, blocked: 'limite' });
      expect(usage.find((row) => row.coverageId === 'televeterinario')).toMatchObject({ used: 2, blocked: 'limite' });
      expect(usage.find((row) => row.coverageId === 'rede-de-apoio-emocional')).toMatchObject({
        used: 0,
        blocked: null,
      });

      // A dependant added now waits from today: 48 business hours from Wednesday 2 December, 09:00.
      const caio = await addOk(ana, { ...CHILD, nome: 'Caio Souza', cpf: '390.533.447-05' });
      const waiting = await ask(ana, { coverageId: 'rede-de-apoio-emocional', personId: caio.id });
      expect(serviceRequestRefusalSchema.parse(waiting.json())).toMatchObject({
        reason: 'carencia',
        availableFrom: '2026-12-04T12:00:00.000Z',
      });
      expect((await ask(ana, { coverageId: 'rede-de-apoio-emocional' })).statusCode).toBe(201);
    });
    await endAll(ana);
  });

  it('counts per-person limits by the person (their CPF), not the row: removed and added again, the use stays', async () => {
    const ana = await subscriber();
    const lia = await addOk(ana, { ...CHILD, cpf: '002.545.516-88' });
    await later(7 * DAY, async () => {
      // Telemedicina: 1 a month per person.
      expect((await ask(ana, { coverageId: 'telemedicina', personId: lia.id })).statusCode).toBe(201);
      expect((await call('DELETE', `/api/dependentes/${lia.id}`, ana)).statusCode).toBe(204);
      const again = await addOk(ana, { ...CHILD, cpf: '002.545.516-88' });
      expect(again.id).not.toBe(lia.id);
      // Past the new row's waiting period, still in December.
      await later(7 * DAY, async () => {
        const refused = await ask(ana, { coverageId: 'telemedicina', personId: again.id });
        expect(refused.statusCode, refused.body).toBe(422);
        expect(serviceRequestRefusalSchema.parse(refused.json())).toMatchObject({
          reason: 'limite',
          usage: { used: 1, limit: 1 },
        });
        const usage = coverageUsageListSchema.parse(
          (await call('GET', `/api/atendimentos/uso?pessoa=${again.id}`, ana)).json(),
        ).coverages;
        expect(usage.find((row) => row.coverageId === 'telemedicina')).toMatchObject({ used: 1, blocked: 'limite' });
        // Another child's own limit is untouched, and so is the titular's.
        const caio = await addOk(ana, { ...CHILD, nome: 'Caio Souza', cpf: '390.533.447-05' });
        await later(7 * DAY, async () => {
          expect((await ask(ana, { coverageId: 'telemedicina', personId: caio.id })).statusCode).toBe(201);
        });
        expect((await ask(ana, { coverageId: 'telemedicina' })).statusCode).toBe(201);
      });
    });
    await endAll(ana);
  });

  it('lets the titular see everyone, a dependant only themself, and nobody another subscription (404)', async () => {
    const ana = await subscriber();
    const bia = await subscriber();
    const lia = await addOk(ana, { ...CHILD, cpf: '714.602.380-01' });
    const rui = await addOk(ana, { ...PARENT, cpf: '853.513.468-93' });
    await later(7 * DAY, async () => {
      const liaCard = memberCardSchema.parse((await call('GET', `/api/carteirinha?pessoa=${lia.id}`, ana)).json());
      expect(liaCard).toMatchObject({ name: 'Lia Souza', memberNumber: lia.memberNumber, status: 'ativa' });
      const verified = await context().app.inject({
        method: 'POST',
        url: '/api/carteirinha/verificar',
        payload: { token: liaCard.token },
      });
      expect(verified.json()).toMatchObject({ valid: true, name: 'Lia Souza', memberNumber: lia.memberNumber });
      const forLia = serviceRequestDetailSchema.parse(
        (await ask(ana, { coverageId: 'suporte-online', personId: lia.id })).json(),
      );

      // Another subscription's titular: nothing of Ana's.
      expect((await call('GET', `/api/carteirinha?pessoa=${lia.id}`, bia)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/dependentes/${lia.id}`, bia, { nome: 'X' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/dependentes/${lia.id}`, bia)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/dependentes/${rui.id}/convite`, bia, { email: 'x@exemplo.com.br' })).statusCode,
      ).toBe(404);
      expect((await ask(bia, { coverageId: 'suporte-online', personId: lia.id })).statusCode).toBe(404);
      expect((await call('GET', `/api/atendimentos/${forLia.id}`, bia)).statusCode).toBe(404);
      expect((await call('GET', `/api/atendimentos/uso?pessoa=${lia.id}`, bia)).statusCode).toBe(404);

      // A minor is not invited.
      const minor = await call('POST', `/api/dependentes/${lia.id}/convite`, ana, { email: 'lia@exemplo.com.br' });
      expect(minor.statusCode).toBe(422);
      // The parent accepts the invitation and sees only their own.
      const email = `rui-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
      const wrongCode = await context().app.inject({
        method: 'POST',
        url: '/api/dependentes/convite/aceitar',
        payload: { email, code: '000000' },
      });
      expect(wrongCode.statusCode).toBe(401);
      const { person: ruiSignIn } = await acceptInvitation(ana, rui, email);
      // 'Aparelhos conectados' names the invitation's sign-in after the device it was accepted on.
      const ruiDevices = deviceSessionListSchema.parse((await call('GET', '/api/sessoes', ruiSignIn)).json());
      expect(ruiDevices.items.map((item) => item.device)).toEqual(['Safari no iPhone']);
      const own = memberCardSchema.parse((await call('GET', '/api/carteirinha', ruiSignIn)).json());
      expect(own).toMatchObject({ name: 'Rui Souza', memberNumber: rui.memberNumber });
      expect((await call('GET', `/api/carteirinha?pessoa=${lia.id}`, ruiSignIn)).statusCode).toBe(404);
      const ruiRequest = serviceRequestDetailSchema.parse(
        (await ask(ruiSignIn, { coverageId: 'suporte-online' })).json(),
      );
      expect(ruiRequest.personId).toBe(rui.id);
      expect((await ask(ruiSignIn, { coverageId: 'suporte-online', personId: lia.id })).statusCode).toBe(404);
      const ruiList = serviceRequestListSchema.parse((await call('GET', '/api/atendimentos', ruiSignIn)).json());
      expect(ruiList.items.map((item) => item.id)).toEqual([ruiRequest.id]);
      expect((await call('GET', `/api/atendimentos/${forLia.id}`, ruiSignIn)).statusCode).toBe(404);
      expect((await call('POST', `/api/atendimentos/${forLia.id}/cancelar`, ruiSignIn)).statusCode).toBe(404);
      const ruiDependants = dependantListSchema.parse((await call('GET', '/api/dependentes', ruiSignIn)).json());
      expect(ruiDependants.items.map((item) => item.id)).toEqual([rui.id]);
      expect((await add(ruiSignIn, { ...CHILD, cpf: '248.438.034-80' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/dependentes/${lia.id}`, ruiSignIn)).statusCode).toBe(403);
      const ruiNotices = notificationListSchema.parse((await call('GET', '/api/notificacoes', ruiSignIn)).json());
      expect(ruiNotices.items.map((item) => item.serviceRequestId)).toEqual([ruiRequest.id]);

      // The titular sees every request, and Rui's state.
      const anaList = serviceRequestListSchema.parse((await call('GET', '/api/atendimentos', ana)).json());
      expect(anaList.items.map((item) => item.id).sort()).toEqual([forLia.id, ruiRequest.id].sort());
      const anaDependants = dependantListSchema.parse((await call('GET', '/api/dependentes', ana)).json());
      expect(anaDependants.items.find((item) => item.id === rui.id)?.acesso).toEqual({ estado: 'ativo', email });
      await endAll(ana);
    });
  });

  it("tells a dependant signed in whose plan they are on, and that paying it is the titular's", async () => {
    const ana = await subscriber();
    const rui = await addOk(ana, { ...PARENT, cpf: '002.545.516-88' });
    const { person: ruiSignIn } = await acceptInvitation(
      ana,
      rui,
      `rui-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`,
    );
    const profile = subscriberSchema.parse((await call('GET', '/api/assinante', ruiSignIn)).json());
    expect(profile).toMatchObject({ nome: 'Rui Souza', titular: { nome: 'Ana Souza' } });
    expect(subscriberSchema.parse((await call('GET', '/api/assinante', ana)).json()).titular).toBeNull();
    // The subscription's record is the titular's alone.
    expect((await call('GET', '/api/assinatura', ruiSignIn)).statusCode).toBe(404);

    await context().database.db.execute(sql`update subscriptions set status = 'suspensa' where account_id = ${ana.id}`);
    const refused = await call('GET', '/api/carteirinha', ruiSignIn);
    expect(refused.statusCode).toBe(403);
    expect(memberCardRefusalSchema.parse(refused.json())).toMatchObject({
      reason: 'assinatura-inativa',
      status: 'suspensa',
      message:
        'A assinatura de Ana Souza não está em dia: a carteirinha volta a valer quando o titular pagar a renovação.',
    });
    // The titular, showing Rui's card, is told to pay as ever.
    const forAna = await call('GET', `/api/carteirinha?pessoa=${rui.id}`, ana);
    expect(forAna.json()).toMatchObject({ message: expect.stringContaining('pague a renovação') });
    await context().database.db.execute(sql`update subscriptions set status = 'ativa' where account_id = ${ana.id}`);
    await endAll(ana);
  });

  it("a dependant's download holds their requests and messages; their deletion leaves the titular only that they were removed", async () => {
    const ana = await subscriber();
    const rui = await addOk(ana, { ...PARENT, cpf: '111.444.777-35' });
    await later(7 * DAY, async () => {
      const email = `rui-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
      const { person: ruiSignIn } = await acceptInvitation(ana, rui, email);
      const own = serviceRequestDetailSchema.parse(
        (await ask(ruiSignIn, { coverageId: 'suporte-online', note: 'Meu notebook não liga' })).json(),
      );
      const forRui = serviceRequestDetailSchema.parse(
        (await ask(ana, { coverageId: 'suporte-online', personId: rui.id, note: 'Pedido da Ana pelo Rui' })).json(),
      );
      const message = await call('POST', `/api/atendimentos/${own.id}/mensagens`, ruiSignIn, {
        text: 'Moro na Rua X, 12',
      });
      expect(message.statusCode, message.body).toBe(201);
      expect((await call('POST', `/api/atendimentos/${own.id}/mensagens`, ana, { text: 'Obrigada!' })).statusCode).toBe(
        201,
      );
      const titularOnly = serviceRequestDetailSchema.parse(
        (await ask(ana, { coverageId: 'suporte-online', note: 'Só da Ana' })).json(),
      );

      const mine = (await myData(ruiSignIn, email)).atendimentos;
      expect(mine.map((request) => request.id).sort()).toEqual([own.id, forRui.id].sort());
      expect(JSON.stringify(mine)).toContain('Meu notebook não liga');
      expect(JSON.stringify(mine)).toContain('Moro na Rua X, 12');
      expect(JSON.stringify(mine)).not.toContain(titularOnly.id);

      expect((await call('POST', '/api/conta/exclusao/codigo', ruiSignIn)).statusCode).toBe(202);
      const deletionMail = (await mailTo(email)).at(-1);
      const deletionCode = /: (\d{6})/.exec(deletionMail?.text ?? '')?.[1] ?? '';
      const deleted = await call('DELETE', '/api/conta', ruiSignIn, { code: deletionCode });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const REMOVED = 'removido a pedido do titular dos dados';
      const kept = serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${own.id}`, ana)).json());
      expect(kept.note).toBe(REMOVED);
      expect(kept.history.filter((event) => event.kind === 'mensagem').map((event) => event.text)).toEqual([
        REMOVED,
        'Obrigada!',
      ]);
      expect(JSON.stringify(kept)).not.toContain('Rua X');
      // What the titular wrote stays theirs.
      const ana1 = serviceRequestDetailSchema.parse((await call('GET', `/api/atendimentos/${forRui.id}`, ana)).json());
      expect(ana1.note).toBe('Pedido da Ana pelo Rui');
    });
    await endAll(ana);
  });

  it('removing a dependant revokes their card and tokens at once, ends their sign-in, and keeps their requests', async () => {
    const ana = await subscriber();
    const rui = await addOk(ana, { ...PARENT, cpf: '248.438.034-80' });
    await later(7 * DAY, async () => {
      const email = `rui-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
      const { person: ruiSignIn, session } = await acceptInvitation(ana, rui, email);
      const card = memberCardSchema.parse((await call('GET', '/api/carteirinha', ruiSignIn)).json());
      const request = serviceRequestDetailSchema.parse((await ask(ruiSignIn, { coverageId: 'suporte-online' })).json());
      const secret = session.cardTokenSecret ?? '';
      const checkToken = () =>
        context().app.inject({
          method: 'POST',
          url: '/api/carteirinha/token/verificar',
          payload: { memberNumber: rui.memberNumber, token: cardTokenAt(secret, context().clock.now()) },
        });
      expect((await checkToken()).json()).toMatchObject({ valid: true, name: 'Rui Souza' });
      const refresh = (refreshToken: string) =>
        context().app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
      const rotated = await refresh(session.refresh_token);
      expect(rotated.statusCode).toBe(200);

      context().clock.advance(60_000);
      expect((await call('DELETE', `/api/dependentes/${rui.id}`, ana)).statusCode).toBe(204);
      const verified = await context().app.inject({
        method: 'POST',
        url: '/api/carteirinha/verificar',
        payload: { token: card.token },
      });
      expect(verified.json()).toMatchObject({ valid: false });
      const { kid } = decodeProtectedHeader(card.token);
      const crl = cardRevocationListSchema.parse(
        (await context().app.inject({ method: 'GET', url: `/.well-known/crl/${kid ?? ''}.json` })).json(),
      );
      const rid = (JSON.parse(Buffer.from(card.token.split('.')[1] ?? '', 'base64url').toString()) as { rid: string })
        .rid;
      expect(crl.rids.some((entry) => entry.startsWith(`${rid}.`))).toBe(true);
      context().clock.advance(30_000);
      expect((await checkToken()).json()).toMatchObject({ valid: false });
      expect((await refresh(authSessionSchema.parse(rotated.json()).refresh_token)).statusCode).toBe(401);
      expect((await call('GET', '/api/carteirinha', ruiSignIn)).statusCode).toBe(404);
      expect((await call('GET', '/api/atendimentos', ruiSignIn)).json()).toMatchObject({ items: [] });
      // The titular keeps the history.
      const kept = await call('GET', `/api/atendimentos/${request.id}`, ana);
      expect(serviceRequestDetailSchema.parse(kept.json()).personId).toBe(rui.id);
      expect(dependantListSchema.parse((await call('GET', '/api/dependentes', ana)).json()).items).toEqual([]);
      // The titular's download holds them, removed ones too (with the code a download asks for).
      const titularData = await myData(ana, ana.email);
      expect(titularData.dependentes).toEqual([expect.objectContaining({ name: 'Rui Souza', cpf: '24843803480' })]);
    });
  });
});
