import { describe, expect, it } from 'vitest';
import { auditListSchema, auditVerificationSchema } from '@game-assist/contracts';
import { createTestApp, operatorToken, signUpSubscriber, suiteApp } from '#api/test/app.js';
import { staffMember } from '#api/test/staff.js';
import { createTestDatabase } from '#api/test/database.js';
import { createAuditService, recordAudit } from './service.js';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('GET /api/admin/auditoria and its verification on %s (#66)', (_name, postgres) => {
  const app = suiteApp(async () => createTestApp({}, { database: await createTestDatabase({ postgres }) }));
  const get = (url: string, token: string, accept?: string) =>
    app().app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(accept ? { accept } : {}) },
    });

  it('lists the entries newest first, filtered and paged, exports them as CSV, and re-computes the chain', async () => {
    const { db } = app().database;
    const ids: Record<string, string> = {
      'ana@exemplo.com.br': '0b7c2f8e-1d4a-4c3b-9e5f-2a6d8c0e4f11',
      'rui@exemplo.com.br': '5e9a1c3d-7b2f-4e8a-a6c4-1f3e5d7b9a22',
    };
    const actor = (email: string) => ({ id: ids[email] ?? email, email, roles: ['financeiro' as const] });
    // 02:30 UTC on the 28th is still the 27th in São Paulo (UTC−3).
    const entries = [
      ['ana@exemplo.com.br', '2026-11-26T17:00:00Z'],
      ['rui@exemplo.com.br', '2026-11-28T02:30:00Z'],
      ['ana@exemplo.com.br', '2026-11-28T17:00:00Z'],
    ] as const;
    for (const [n, [email, at]] of entries.entries()) {
      await db.transaction((tx) =>
        recordAudit(
          tx,
          { actor: actor(email), request: { id: `req-${n}`, ip: '203.0.113.4' } },
          { action: 'cobranca.confirmar', target: { type: 'cobranca', id: `c-${n}` }, after: { note: '=1+1;"x"' } },
          new Date(at),
        ),
      );
    }
    const { token } = await staffMember(app(), 'chefe@exemplo.com.br', ['administrador']);
    const list = async (query: string) =>
      auditListSchema.parse((await get(`/api/admin/auditoria?${query}`, token)).json());
    const targets = (page: { items: { target: { id: string } }[] }) => page.items.map((entry) => entry.target.id);
    const page = await list('pessoa=ANA&limit=1');
    expect(targets(page)).toEqual(['c-2']);
    const next = await list(`pessoa=ana&limit=1&cursor=${page.nextCursor}`);
    expect(targets(next)).toEqual(['c-0']);
    expect(next.nextCursor).toBeNull();
    // A person is also their account id, exactly (any case); part of an id is no match.
    expect(targets(await list(`pessoa=${ids['rui@exemplo.com.br']?.toUpperCase()}`))).toEqual(['c-1']);
    expect(targets(await list('pessoa=5e9a1c3d'))).toEqual([]);
    expect(targets(await list('acao=cobranca.confirmar&alvoTipo=cobranca&alvoId=c-0'))).toEqual(['c-0']);
    expect(targets(await list('acao=reembolso.concluir'))).toEqual([]);
    // The period is of São Paulo days, both ends included.
    expect((await list('de=2026-11-27&ate=2026-11-27')).items.map((entry) => entry.actor.email)).toEqual([
      'rui@exemplo.com.br',
    ]);
    expect(targets(await list('de=2026-11-28'))).toEqual(['c-2']);
    expect(targets(await list('ate=2026-11-26'))).toEqual(['c-0']);
    const badPeriod = await get('/api/admin/auditoria?de=2026-11-28&ate=2026-11-27', token);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().message).toBe('O período começa depois de terminar.');
    expect((await get('/api/admin/auditoria?acao=nada', token)).statusCode).toBe(400);
    expect((await get('/api/admin/auditoria?alvoTipo=Cobran%C3%A7a', token)).statusCode).toBe(400);

    const csv = await get('/api/admin/auditoria?alvoTipo=cobranca&alvoId=c-1&limit=1&cursor=1', token, 'text/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    expect(csv.headers.vary).toMatch(/Accept/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFEntrada;Quando;')).toBe(true);
    // The filtered entries only, every one of them (the page and cursor are the screen's, not the file's).
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith('2;27/11/2026, às 23:30;2026-11-28T02:30:00.000Z;rui@exemplo.com.br;')).toBe(true);
    // A cell a spreadsheet would run as a formula is written as text, quotes doubled.
    expect(lines[1]).toContain(
      ';rui@exemplo.com.br;financeiro;cobranca.confirmar;Confirmou uma cobrança;cobranca;c-1;;',
    );
    expect(lines[1]).toContain('"{""note"":""=1+1;\\""x\\""""}"');
    const all = (await get('/api/admin/auditoria?pessoa=ana', token, 'text/csv')).body.split('\r\n');
    expect(all.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['3', '1']);
    // More entries than an export holds: refused in words, never a file cut short.
    const service = createAuditService({ db, clock: { now: () => new Date() }, retentionYears: 5 });
    await expect(service.exportEntries({ limit: 50 }, 2)).rejects.toThrow(
      'Mais de 2 entradas com estes filtros: escolha um período menor para exportar.',
    );
    expect(await service.exportEntries({ limit: 50, pessoa: 'rui' }, 2)).toHaveLength(1);

    const verified = auditVerificationSchema.parse((await get('/api/admin/auditoria/verificacao', token)).json());
    expect(verified).toEqual({ ok: true, checked: 3, firstId: '1', lastId: '3', broken: null });
  });

  it("is the administrador's only: another role, or a subscriber, is answered 403", async () => {
    const subscriber = await signUpSubscriber(app(), 'curiosa@exemplo.com.br');
    const operator = await operatorToken(app());
    const { token: finance } = await staffMember(app(), 'financeiro@exemplo.com.br', ['financeiro']);
    const { token: desk } = await staffMember(app(), 'atendimento@exemplo.com.br', ['atendimento']);
    for (const url of ['/api/admin/auditoria', '/api/admin/auditoria/verificacao']) {
      expect((await get(url, subscriber.access_token)).statusCode).toBe(403);
      for (const token of [operator, finance, desk]) {
        const refused = await get(url, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().role).toBe('administrador');
      }
    }
    const csv = await get('/api/admin/auditoria', finance, 'text/csv');
    expect(csv.statusCode).toBe(403);
    expect(csv.headers['content-disposition']).toBeUndefined();
  });
});
