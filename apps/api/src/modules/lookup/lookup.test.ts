import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  revealedContactSchema,
  subscriberRecordSchema,
  subscriberSearchResultSchema,
  type StaffRole,
} from '@game-assist/contracts';
import { paySubscription, signUpSubscriber, TEST_CPF } from '#api/test/app.js';
import { requestKit, withServiceRequestApp, type Person } from '#api/test/service-requests.js';
import { staffMember } from '#api/test/staff.js';
import { verifyChain } from '#api/modules/audit/index.js';

const START = '2026-11-26T15:00:00.000Z';
const DEPENDANT_CPF = '145.382.206-20';

interface Entry {
  action: string;
  target_type: string;
  target_id: string;
  after: Record<string, unknown> | null;
  actor_email: string;
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("'Assinantes': the staff's look-up and the subscriber's page, on %s (#67)", (_name, postgres) => {
  const context = withServiceRequestApp(postgres, START);
  const kit = requestKit(context);
  const staff = new Map<string, Promise<string>>();
  /** A staff member's token holding `roles` (made once per set of roles). */
  const tokenOf = (roles: StaffRole[]) => {
    const name = roles.join('-');
    if (!staff.has(name)) {
      staff.set(
        name,
        staffMember(context(), `${name}@equipe.exemplo.com.br`, roles).then((member) => member.token),
      );
    }
    return staff.get(name) as Promise<string>;
  };
  const as = async (roles: StaffRole[], method: 'GET' | 'POST', url: string) =>
    context().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokenOf(roles)}` },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const search = async (q: string, roles: StaffRole[] = ['atendimento']) => {
    const answer = await as(roles, 'GET', `/api/operador/assinantes?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return subscriberSearchResultSchema.parse(answer.json());
  };
  const entries = async (action: string) =>
    (
      (await context().database.db.execute(
        sql`select * from audit_log where action = ${action} order by audit_log.id`,
      )) as unknown as { rows: Entry[] }
    ).rows;

  /** José Conceição: paid by PIX, a phone, a dependant, a request and a cancellation. */
  let jose:
    Promise<Person & { txid: string; memberNumber: string; protocol: string; cancellation: string }> | undefined;
  const subject = () => (jose ??= arrange());
  const arrange = async () => {
    const ctx = context();
    const email = `jose.conceicao.${postgres ? 'pg' : 'lite'}@exemplo.com.br`;
    const session = await signUpSubscriber(ctx, email, { firstName: 'José', lastName: 'Conceição' });
    const person = { email, id: session.user.id };
    await paySubscription(ctx, session.access_token);
    const charge = await kit.call('GET', '/api/cobrancas', person);
    const txid = (charge.json() as { items: { txid?: string }[] }).items[0]?.txid;
    const profile = await kit.call('PATCH', '/api/assinante', person, {
      nome: 'José Conceição',
      telefone: '(11) 91234-5678',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const child = await kit.call('POST', '/api/dependentes', person, {
      nome: 'Lia Conceição',
      nascimento: '2015-03-10',
      parentesco: 'filho',
      cpf: DEPENDANT_CPF,
    });
    expect(child.statusCode, child.body).toBe(201);
    const asked = await kit.ask(person, { coverageId: 'suporte-online' });
    expect(asked.statusCode, asked.body).toBe(201);
    const cancelled = await kit.call('POST', '/api/assinatura/cancelar', person, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = (await ctx.database.db.execute(
      sql`select member_number, (select txid from charges where account_id = ${person.id} limit 1) as txid from subscriptions where account_id = ${person.id}`,
    )) as unknown as { rows: { member_number: string; txid: string }[] };
    return {
      ...person,
      txid: txid ?? rows.rows[0]?.txid ?? '',
      memberNumber: rows.rows[0]?.member_number ?? '',
      protocol: (asked.json() as { protocol: string }).protocol,
      cancellation: (cancelled.json() as { protocol: string }).protocol,
    };
  };

  it('finds a subscriber by every key: name (accents, case, part), e-mail, CPF, member number, phone, protocols, txid', async () => {
    const person = await subject();
    const grouped = person.memberNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const cases: [string, string][] = [
      ['jose conceicao', 'nome-ou-email'],
      ['CONCEIÇÃO', 'nome-ou-email'],
      ['ncei', 'nome-ou-email'],
      ['Jos Conc', 'nome-ou-email'],
      [person.email, 'nome-ou-email'],
      [person.email.toUpperCase(), 'nome-ou-email'],
      [person.email.slice(1), 'nome-ou-email'],
      [TEST_CPF, 'cpf'],
      [TEST_CPF.replace(/\D/g, ''), 'cpf'],
      [DEPENDANT_CPF, 'cpf'],
      [person.memberNumber, 'carteirinha'],
      [grouped, 'carteirinha'],
      ['(11) 91234-5678', 'telefone'],
      ['11912345678', 'telefone'],
      ['+55 11 91234-5678', 'telefone'],
      [person.protocol, 'atendimento'],
      [person.cancellation, 'cancelamento'],
      [person.cancellation.toLowerCase(), 'cancelamento'],
      [person.txid, 'pix'],
    ];
    for (const [q, key] of cases) {
      const { items } = await search(q);
      const hit = items.find((item) => item.id === person.id);
      expect(hit, q).toBeDefined();
      expect(hit?.matchedBy, q).toBe(key);
    }
    const { items } = await search('conceicao');
    expect(items.find((item) => item.id === person.id)).toEqual({
      id: person.id,
      name: 'José Conceição',
      maskedEmail: `jo***@exemplo.com.br`,
      memberNumber: person.memberNumber,
      status: expect.any(String),
      matchedBy: 'nome-ou-email',
    });
    expect((await search('ninguém com este nome')).items).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect((await search('%%%')).items).toEqual([]);
  });

  it('pages a search by name 20 at a time', async () => {
    for (let n = 0; n < 22; n += 1) {
      const email = `xavantes${n}@exemplo.com.br`;
      await context().database.db.execute(
        sql`insert into accounts (email, first_name, last_name, confirmed_at) values (${email}, 'Iara', ${`Xavantes ${n}`}, now())`,
      );
    }
    const first = await search('xavantes');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const answer = await as(['atendimento'], 'GET', `/api/operador/assinantes?q=xavantes&cursor=${first.nextCursor}`);
    const second = subscriberSearchResultSchema.parse(answer.json());
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(22);
    expect((await as(['atendimento'], 'GET', '/api/operador/assinantes?q=ab')).statusCode).toBe(400);
    expect((await as(['atendimento'], 'GET', '/api/operador/assinantes?q=xavantes&cursor=zzz')).statusCode).toBe(400);
  });

  it('each search is on the audit log with whom it showed, never what was typed', async () => {
    const person = await subject();
    const before = (await entries('assinante.buscar')).length;
    await search(TEST_CPF, ['financeiro']);
    const all = await entries('assinante.buscar');
    expect(all).toHaveLength(before + 1);
    const entry = all.at(-1);
    expect(entry).toMatchObject({
      target_type: 'busca',
      target_id: 'cpf',
      actor_email: 'financeiro@equipe.exemplo.com.br',
    });
    expect(entry?.after?.shown).toContain(person.id);
    expect(JSON.stringify(entry)).not.toContain(TEST_CPF.replace(/\D/g, ''));
  });

  it("the page: every section, CPF and phone masked, no token nor body; reading it is 'assinante.consultar'", async () => {
    const person = await subject();
    const before = (await entries('assinante.consultar')).length;
    const answer = await as(['atendimento'], 'GET', `/api/operador/assinantes/${person.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = subscriberRecordSchema.parse(answer.json());
    expect(page.account).toMatchObject({
      id: person.id,
      name: 'José Conceição',
      email: person.email,
      maskedCpf: '***.982.247-**',
      maskedPhone: '(**) *****-5678',
    });
    expect(page.subscription?.memberNumber).toBe(person.memberNumber);
    expect(page.subscription?.history.length).toBeGreaterThan(0);
    expect(page.subscription?.cancellations.map((row) => row.protocol)).toEqual([person.cancellation]);
    expect(page.charges.map((charge) => charge.txid)).toContain(person.txid);
    expect(page.refunds).toHaveLength(1);
    expect(page.dependants).toMatchObject([{ name: 'Lia Conceição', card: 'valida' }]);
    expect(page.requests).toMatchObject([
      { protocol: person.protocol, coverageId: 'suporte-online', benefitName: 'Suporte Online' },
    ]);
    expect(page.emails.length).toBeGreaterThan(0);
    expect(page.emails[0]).toEqual({
      subject: expect.any(String),
      createdAt: expect.any(String),
      sentAt: expect.toBeOneOf([null, expect.any(String)]),
      failedAt: null,
    });
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.consents).toEqual(expect.any(Array));
    // Nothing secret travels: no CPF or phone in full, no token, hash, PIX code or mail body.
    const body = answer.body;
    for (const secret of [
      '52998224725',
      '529.982.247-25',
      '91234-5678',
      '14538220620',
      'copia',
      'token',
      'hash',
      'textBody',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
    const refreshTokens = (await context().database.db.execute(
      sql`select token_hash from refresh_tokens where account_id = ${person.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    for (const row of refreshTokens.rows) expect(body).not.toContain(row.token_hash);
    const after = await entries('assinante.consultar');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ target_type: 'assinante', target_id: person.id });
  });

  it("'Mostrar' answers the CPF and phone in full, and is its own audit entry", async () => {
    const person = await subject();
    const answer = await as(['financeiro'], 'POST', `/api/operador/assinantes/${person.id}/revelar`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(revealedContactSchema.parse(answer.json())).toEqual({ cpf: TEST_CPF, phone: '(11) 91234-5678' });
    const [entry, ...more] = (await entries('assinante.revelar')).filter((row) => row.target_id === person.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ target_type: 'assinante', after: { fields: ['cpf', 'telefone'] } });
    expect((await verifyChain(context().database.db)).ok).toBe(true);
  });

  it('every staff role may look up; a subscriber and an unknown id may not', async () => {
    const person = await subject();
    for (const role of ['atendimento', 'financeiro', 'administrador'] as const) {
      expect((await as([role], 'GET', `/api/operador/assinantes?q=conceicao`)).statusCode).toBe(200);
      expect((await as([role], 'GET', `/api/operador/assinantes/${person.id}`)).statusCode).toBe(200);
    }
    const plain = await kit.subscriber('curiosa');
    for (const [method, url] of [
      ['GET', '/api/operador/assinantes?q=conceicao'],
      ['GET', `/api/operador/assinantes/${person.id}`],
      ['POST', `/api/operador/assinantes/${person.id}/revelar`],
    ] as const) {
      const refused = await kit.call(method, url, plain, method === 'POST' ? {} : undefined);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Acesso restrito à equipe.');
    }
    const unknown = await as(['atendimento'], 'GET', '/api/operador/assinantes/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Assinante não encontrado.');
  });
});
