import { describe, expect, it } from 'vitest';
import { auditListSchema, auditVerificationSchema } from '@game-assist/contracts';
import { createTestApp, operatorToken, signUpSubscriber, suiteApp } from '#api/test/app.js';
import { staffMember } from '#api/test/staff.js';
import { createTestDatabase } from '#api/test/database.js';
import { recordAudit } from './service.js';

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
    const actor = (email: string) => ({ id: email, email, roles: ['financeiro' as const] });
    const at = new Date('2026-11-26T17:00:00Z');
    for (const [n, email] of ['ana@exemplo.com.br', 'rui@exemplo.com.br', 'ana@exemplo.com.br'].entries()) {
      await db.transaction((tx) =>
        recordAudit(
          tx,
          { actor: actor(email), request: { id: `req-${n}`, ip: '203.0.113.4' } },
          { action: 'cobranca.confirmar', target: { type: 'cobranca', id: `c-${n}` }, after: { note: '=1+1;"x"' } },
          new Date(at.getTime() + n * 86_400_000),
        ),
      );
    }
    const { token } = await staffMember(app(), 'chefe@exemplo.com.br', ['administrador']);
    const page = auditListSchema.parse((await get('/api/admin/auditoria?pessoa=ANA&limit=1', token)).json());
    expect(page.items.map((entry) => entry.target.id)).toEqual(['c-2']);
    const next = auditListSchema.parse(
      (await get(`/api/admin/auditoria?pessoa=ana&limit=1&cursor=${page.nextCursor}`, token)).json(),
    );
    expect(next.items.map((entry) => entry.target.id)).toEqual(['c-0']);
    expect(next.nextCursor).toBeNull();
    const day = auditListSchema.parse((await get('/api/admin/auditoria?de=2026-11-27&ate=2026-11-27', token)).json());
    expect(day.items.map((entry) => entry.actor.email)).toEqual(['rui@exemplo.com.br']);
    const badPeriod = await get('/api/admin/auditoria?de=2026-11-28&ate=2026-11-27', token);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().message).toBe('O período começa depois de terminar.');
    expect((await get('/api/admin/auditoria?acao=nada', token)).statusCode).toBe(400);

    const csv = await get('/api/admin/auditoria?alvoTipo=cobranca&alvoId=c-1', token, 'text/csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFEntrada;Quando;')).toBe(true);
    expect(lines).toHaveLength(3);
    // A cell a spreadsheet would run as a formula is written as text, quotes doubled.
    expect(lines[1]).toContain(
      ';rui@exemplo.com.br;financeiro;cobranca.confirmar;Confirmou uma cobrança;cobranca;c-1;;',
    );
    expect(lines[1]).toContain('"{""note"":""=1+1;\\""x\\""""}"');

    const verified = auditVerificationSchema.parse((await get('/api/admin/auditoria/verificacao', token)).json());
    expect(verified).toEqual({ ok: true, checked: 3, firstId: '1', lastId: '3', broken: null });
  });

  it("is the administrador's only: another role, or a subscriber, is answered 403", async () => {
    const subscriber = await signUpSubscriber(app(), 'curiosa@exemplo.com.br');
    const operator = await operatorToken(app());
    for (const url of ['/api/admin/auditoria', '/api/admin/auditoria/verificacao']) {
      expect((await get(url, subscriber.access_token)).statusCode).toBe(403);
      const refused = await get(url, operator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().role).toBe('administrador');
    }
  });
});
