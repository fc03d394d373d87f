import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  affiliateOwnStatementSchema,
  affiliatePayoutSchema,
  affiliatePortalSchema,
  affiliateResultsSchema,
  affiliateSchema,
  affiliateStatementSchema,
  operatorAffiliateListSchema,
  operatorAffiliateSchema,
  operatorRefundListSchema,
  PIX_KEY_INVALID_MESSAGE,
} from '@game-assist/contracts';
import { affiliateLinks, affiliates } from '#api/db/schema/affiliates.js';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, operatorToken, paySubscription, signUpSubscriber, suiteApp } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';

/** Thursday 10 December 2026, 12:00 in São Paulo. */
const START = '2026-12-10T15:00:00.000Z';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("the affiliate's own page and the staff's acts on it, on %s (#71)", (_name, postgres) => {
  const context = suiteApp(async () => {
    const ctx = await createTestApp(
      { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000', PIX_KEY: 'financeiro@gameassist.com.br' },
      { clock: new ManualClock(START), database: await createTestDatabase({ postgres }) },
    );
    const profile = {
      name: 'Rui Radar',
      bio: ['Rui joga.'],
      highlights: [],
      partnerDetails: { verifiedStatus: 'sim', partnership: 'Parceiro' },
      avatar: null,
    };
    await ctx.database.db.insert(affiliates).values({ id: 'aff-002', name: 'Rui Radar', status: 'active', profile });
    await ctx.database.db.insert(affiliateLinks).values({
      code: 'RUI20',
      affiliateId: 'aff-002',
      planId: 'plan-black',
      url: 'https://gameassist.com.br/?code=RUI20&affiliate=aff-002',
      expirationDate: '2027-12-31',
      status: 'active',
    });
    return ctx;
  });
  const at = (iso: string) => context().clock.advance(Date.parse(iso) - context().clock.now().getTime());
  afterEach(() => at(START));

  let counter = 0;
  const email = (prefix: string) => `${prefix}${++counter}-${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    headers = {},
  ) =>
    context().app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  const staff = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(method, url, await operatorToken(context()), payload);
  const fresh = (id: string) => context().app.accessTokens.sign(id);

  /** Invited by the staff, then signed up with the invited address: the partner's account id. */
  async function partner(affiliateId: string, prefix = 'parceiro') {
    const address = email(prefix);
    const invited = await staff('POST', `/operador/afiliados/${affiliateId}/convite`, { email: address });
    expect(invited.statusCode, invited.body).toBe(200);
    const session = await signUpSubscriber(context(), address, { firstName: 'Lara', lastName: 'Gamer' });
    return { email: address, id: session.user.id, token: session.access_token };
  }
  const portal = async (id: string) => call('GET', '/parceiro', await fresh(id));
  const auditOf = async (action: string) =>
    (
      (await context().database.db.execute(
        sql`select target_id, after from audit_log where action = ${action} order by id`,
      )) as unknown as { rows: { target_id: string; after: Record<string, unknown> }[] }
    ).rows;

  it('an invitation by e-mail opens /parceiro to the account with that address (created later, or already there); others get 404', async () => {
    const before = await signUpSubscriber(context(), email('assinante'), { firstName: 'Sara', lastName: 'Silva' });
    expect((await portal(before.user.id)).statusCode).toBe(404);
    expect((await portal(before.user.id)).json().message).toBe('Esta conta não é de um parceiro.');

    const lara = await partner('aff-001');
    const answer = await portal(lara.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = affiliatePortalSchema.parse(answer.json());
    expect(page).toMatchObject({ affiliateId: 'aff-001', name: 'Lara Gamer', code: 'GAMEASSIST10', pixKey: null });
    expect(page.link).toMatch(/\/\?affiliate=aff-001&code=GAMEASSIST10$/);
    expect(page.bio.pending).toBeNull();

    await context().modules.outbox.drain();
    const mail = context().mailer.sent.find((sent) => sent.to === lara.email && sent.subject.includes('parceiro'));
    expect(mail?.text).toContain('/Parceiro');
    const [entry] = (await auditOf('afiliado.convidar')).filter((row) => row.after.email === lara.email);
    expect(entry?.target_id).toBe('aff-001');

    // An existing subscriber account can be a partner too.
    const list = operatorAffiliateListSchema.parse((await staff('GET', '/operador/afiliados')).json());
    expect(list.items.find((item) => item.affiliateId === 'aff-001')?.account).toMatchObject({
      email: lara.email,
      accepted: true,
    });
    const invited = await staff('POST', '/operador/afiliados/aff-002/convite', { email: lara.email });
    expect(invited.statusCode).toBe(409);
    const sara = (await context().database.db.execute(
      sql`select email from accounts where id = ${before.user.id}`,
    )) as unknown as { rows: { email: string }[] };
    expect(
      (await staff('POST', '/operador/afiliados/aff-002/convite', { email: sara.rows[0]?.email })).statusCode,
    ).toBe(200);
    expect(affiliatePortalSchema.parse((await portal(before.user.id)).json()).affiliateId).toBe('aff-002');
  });

  it('refuses bad input with 4xx pt-BR JSON, and the staff routes to a partner or subscriber', async () => {
    const noEmail = await staff('POST', '/operador/afiliados/aff-001/convite', { email: 'não é e-mail' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/E-mail inválido/);
    const unknown = await staff('POST', '/operador/afiliados/aff-999/convite', { email: email('x') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Parceiro não encontrado.');
    expect((await staff('POST', '/affiliates/nobody/visitas')).statusCode).toBe(404);

    const rui = await partner('aff-002', 'rui');
    const token = await fresh(rui.id);
    for (const [method, url] of [
      ['GET', '/operador/afiliados'],
      ['POST', '/operador/afiliados/aff-002/pagamentos'],
      ['POST', '/operador/afiliados/aff-002/bio/aprovar'],
    ] as const) {
      expect((await call(method, url, token, {})).statusCode, url).toBe(403);
    }
    const badBio = await call('PATCH', '/parceiro/bio', token, { name: '', photoUrl: 'http://x', text: '' });
    expect(badBio.statusCode).toBe(400);
    expect(badBio.json().message).toMatch(/Informe o nome|https|Escreva a bio/);
    const badMonth = await call('GET', '/parceiro/extrato?mes=2026-13', token);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toMatch(/Mês inválido/);
    const badPayout = await staff('POST', '/operador/afiliados/aff-002/pagamentos', {
      mes: '2026-11',
      amountCents: -5,
      paidOn: '2026-12-08',
      endToEndId: 'E123',
    });
    expect(badPayout.statusCode).toBe(400);
    // A wrong type the contracts wrote no words for: zod's own pt-BR, not 'Invalid input'.
    const wrongType = await staff('POST', '/operador/afiliados/aff-002/pagamentos', {
      mes: '2026-11',
      amountCents: 100,
      paidOn: '2026-12-08',
      endToEndId: 123,
      extra: true,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      message: 'Entrada inválida: esperava um texto, recebeu um número Chave inválida: "extra"',
      fieldErrors: { endToEndId: ['Entrada inválida: esperava um texto, recebeu um número'] },
    });
  });

  it('a bio change waits for the staff: pending until approved (audited), then the public profile shows it', async () => {
    const rui = await partner('aff-002', 'bio');
    const token = await fresh(rui.id);
    const bio = { name: 'Rui Radar', photoUrl: 'https://exemplo.com.br/rui.jpg', text: 'Primeiro.\n\n**Segundo**.' };
    const sent = affiliatePortalSchema.parse((await call('PATCH', '/parceiro/bio', token, bio)).json());
    expect(sent.bio.pending).toEqual(bio);
    expect(sent.bio.live.text).toBe('Rui joga.');
    const publicBefore = affiliateSchema.parse((await staff('GET', '/affiliates/aff-002')).json());
    expect(publicBefore.profile.bio).toEqual(['Rui joga.']);

    const listed = operatorAffiliateListSchema.parse((await staff('GET', '/operador/afiliados')).json());
    expect(listed.items.find((item) => item.affiliateId === 'aff-002')?.pendingBio).toEqual(bio);
    const approved = await staff('POST', '/operador/afiliados/aff-002/bio/aprovar', {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(operatorAffiliateSchema.parse(approved.json()).pendingBio).toBeNull();
    const publicAfter = affiliateSchema.parse((await staff('GET', '/affiliates/aff-002')).json());
    expect(publicAfter.profile).toMatchObject({
      bio: ['Primeiro.', '**Segundo**.'],
      avatar: 'https://exemplo.com.br/rui.jpg',
      partnerDetails: { partnership: 'Parceiro' },
    });
    expect((await auditOf('afiliado.aprovar-bio')).at(-1)?.after).toMatchObject({ text: bio.text });
    expect((await staff('POST', '/operador/afiliados/aff-002/bio/aprovar', {})).statusCode).toBe(409);
  });

  it('changing the PIX key needs the e-mailed code, and takes only a PIX key; it is shown masked', async () => {
    const rui = await partner('aff-002', 'pix');
    const token = await fresh(rui.id);
    const noCode = await call('PUT', '/parceiro/chave-pix', token, { key: '529.982.247-25', code: '000000' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toMatch(/Código inválido/);
    const notAKey = await call('PUT', '/parceiro/chave-pix', token, { key: '11988887777', code: '000000' });
    expect(notAKey.statusCode).toBe(400);
    expect(notAKey.json().fieldErrors.key).toEqual([PIX_KEY_INVALID_MESSAGE]);

    expect((await call('POST', '/parceiro/chave-pix/codigo', token, {})).statusCode).toBe(202);
    const code = await context().lastCodeFor(rui.email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await call('PUT', '/parceiro/chave-pix', token, { key: '52998224725', code });
    expect(done.statusCode, done.body).toBe(200);
    expect(affiliatePortalSchema.parse(done.json()).pixKey).toEqual({ type: 'cpf', masked: '***.982.247-**' });
    const again = await call('PUT', '/parceiro/chave-pix', token, { key: 'rui@exemplo.com.br', code });
    expect(again.statusCode).toBe(400);
    expect(
      operatorAffiliateListSchema
        .parse((await staff('GET', '/operador/afiliados')).json())
        .items.find((item) => item.affiliateId === 'aff-002')?.hasPixKey,
    ).toBe(true);
  });

  it("the partner's figures are the staff statement's, month by month with a refund, and only their own; payouts show in the extrato", async () => {
    const lara = await partner('aff-001', 'figuras');
    const rui = await partner('aff-002', 'outro');
    for (let visit = 0; visit < 3; visit++) {
      const counted = await context().app.inject({
        method: 'POST',
        url: '/api/affiliates/aff-001/visitas',
        payload: { code: 'GAMEASSIST10' },
      });
      expect(counted.statusCode).toBe(204);
    }
    const brought = async (prefix: string, names: { firstName: string; lastName: string }) => {
      const session = await signUpSubscriber(context(), email(prefix), { ...names, affiliateCode: 'GAMEASSIST10' });
      return { id: session.user.id, chargeId: await paySubscription(context(), session.access_token) };
    };
    const gil = await brought('gil', { firstName: 'Gil Mário', lastName: 'lima' });
    const ivo = await brought('ivo', { firstName: 'Ivo', lastName: 'Souza' });
    expect(gil.chargeId).toBeTruthy();
    expect((await call('POST', '/assinatura/cancelar', await fresh(ivo.id), {})).statusCode).toBe(200);
    const refunds = operatorRefundListSchema.parse((await staff('GET', '/operador/reembolsos')).json()).items;
    const refund = refunds.find((one) => one.chargeId === ivo.chargeId);
    at('2027-01-04T15:00:00.000Z');
    expect((await staff('POST', `/operador/reembolsos/${refund?.id}/concluir`, {})).statusCode).toBe(200);

    for (const month of ['2026-12', '2027-01']) {
      const staffLine = affiliateStatementSchema
        .parse((await staff('GET', `/operador/afiliados/extrato?mes=${month}`)).json())
        .items.find((item) => item.affiliateId === 'aff-001');
      const own = affiliateOwnStatementSchema.parse(
        (await call('GET', `/parceiro/extrato?mes=${month}`, await fresh(lara.id))).json(),
      );
      const { affiliateId: _id, affiliateName: _name, ...line } = staffLine!;
      expect(own.line, month).toEqual(line);
    }
    const results = await call('GET', '/parceiro/resultados?de=2026-12&ate=2027-01', await fresh(lara.id));
    expect(results.statusCode, results.body).toBe(200);
    const figures = affiliateResultsSchema.parse(results.json());
    expect(figures.months).toEqual([
      expect.objectContaining({
        month: '2026-12',
        visits: 3,
        signUps: 2,
        paidSubscriptions: 2,
        cancellations: 1,
        commission: 2598,
        closed: false,
        closesOn: '2027-01-05',
      }),
      expect.objectContaining({ month: '2027-01', visits: 0, signUps: 0, cancellations: 0, commission: -1299 }),
    ]);
    expect(figures.subscribers.map((one) => one.name).toSorted()).toEqual(['Gil L.', 'Ivo S.']);
    expect(results.body).not.toMatch(/@|529\.982|52998224725/);

    const other = affiliateResultsSchema.parse(
      (await call('GET', '/parceiro/resultados?de=2026-12&ate=2027-01', await fresh(rui.id))).json(),
    );
    expect(other.subscribers).toEqual([]);
    expect(other.months.map((month) => [month.visits, month.signUps, month.commission])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);

    const payout = {
      mes: '2026-12',
      amountCents: 2598,
      paidOn: '2027-01-06',
      endToEndId: 'E12345678202701061200abcdefghijk',
    };
    const early = await staff('POST', '/operador/afiliados/aff-001/pagamentos', { ...payout, mes: '2027-02' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('O mês 2027-02 ainda não começou.');
    at('2027-01-06T15:00:00.000Z');
    const recorded = await staff('POST', '/operador/afiliados/aff-001/pagamentos', payout);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const replay = await staff('POST', '/operador/afiliados/aff-001/pagamentos', payout);
    expect(replay.statusCode).toBe(200);
    expect(affiliatePayoutSchema.parse(replay.json()).id).toBe(affiliatePayoutSchema.parse(recorded.json()).id);
    const clash = await staff('POST', '/operador/afiliados/aff-001/pagamentos', { ...payout, amountCents: 1 });
    expect(clash.statusCode).toBe(409);
    expect((await auditOf('afiliado.registrar-pagamento')).filter((row) => row.target_id === 'aff-001')).toHaveLength(
      1,
    );
    await context().modules.outbox.drain();
    const receipts = context().mailer.sent.filter(
      (mail) => mail.to === lara.email && mail.subject.startsWith('Pagamento'),
    );
    expect(receipts.map((mail) => mail.subject)).toEqual(['Pagamento de R$\u00a025,98 registrado']);
    expect(receipts[0]?.text).toContain(
      `em 06/01/2027, referente a\n12/2026, por PIX (identificador fim a fim ${payout.endToEndId})`,
    );

    const paid = affiliateOwnStatementSchema.parse(
      (await call('GET', '/parceiro/extrato?mes=2026-12', await fresh(lara.id))).json(),
    );
    expect(paid).toMatchObject({ closed: true, paidOut: 2598, balance: 0 });
    expect(paid.payouts).toEqual([expect.objectContaining({ paidOn: '2027-01-06', endToEndId: payout.endToEndId })]);
    const notRuis = affiliateOwnStatementSchema.parse(
      (await call('GET', '/parceiro/extrato?mes=2026-12', await fresh(rui.id))).json(),
    );
    expect(notRuis).toMatchObject({ affiliateId: 'aff-002', payouts: [], paidOut: 0 });

    const csv = await call('GET', '/parceiro/extrato?mes=2026-12', await fresh(lara.id), undefined, {
      accept: 'text/csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="extrato-parceiro-2026-12.csv"');
    const rows = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(rows[1]).toBe('2026-12;Lara Gamer;2;2;259,80;0');
    expect(rows[3]).toBe('0,00;25,98;25,98;0,00;sim;2027-01-05');
    expect(rows[5]).toBe(`2027-01-06;25,98;${payout.endToEndId}`);
  });

  it("is in the partner's 'Meus dados', and the account's deletion takes the partner row with it", async () => {
    const rui = await partner('aff-002', 'dados');
    const bio = { name: 'Rui Radar', photoUrl: null, text: 'Uma bio só minha.' };
    expect((await call('PATCH', '/parceiro/bio', rui.token, bio)).statusCode).toBe(200);
    const mine = await call('GET', '/meus-dados', rui.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().parceiro).toEqual([
      expect.objectContaining({ affiliateId: 'aff-002', email: rui.email, pendingBio: bio }),
    ]);

    expect((await call('POST', '/conta/exclusao/codigo', rui.token, {})).statusCode).toBe(202);
    const code = await context().lastCodeFor(rui.email);
    const deleted = await context().app.inject({
      method: 'DELETE',
      url: '/api/conta',
      headers: { authorization: `Bearer ${rui.token}` },
      payload: { code },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const listed = operatorAffiliateListSchema.parse((await staff('GET', '/operador/afiliados')).json());
    expect(listed.items.find((item) => item.affiliateId === 'aff-002')).toMatchObject({
      account: null,
      pendingBio: null,
      hasPixKey: false,
    });
  });
});
