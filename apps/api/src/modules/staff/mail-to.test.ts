import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#api/test/database.js';
import { createTestApp } from '#api/test/app.js';
import { staffMember } from '#api/test/staff.js';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('whom the staff’s mail goes to, on %s', (_name, postgres) => {
  it('the active holders of the role and the administradores, and the bootstrap lists’ addresses without a row', async () => {
    const ctx = await createTestApp(
      {
        ADMIN_EMAILS: 'chefe@equipe.exemplo.com.br',
        OPERATOR_EMAILS: 'legado@equipe.exemplo.com.br,legado.removido@equipe.exemplo.com.br',
      },
      { database: await createTestDatabase({ postgres }) },
    );
    try {
      await staffMember(ctx, 'atende@equipe.exemplo.com.br', ['atendimento']);
      await staffMember(ctx, 'financas@equipe.exemplo.com.br', ['financeiro']);
      await staffMember(ctx, 'admin@equipe.exemplo.com.br', ['administrador']);
      await staffMember(ctx, 'suspensa@equipe.exemplo.com.br', ['atendimento', 'financeiro'], 'suspensa');
      await staffMember(ctx, 'removida@equipe.exemplo.com.br', ['atendimento', 'financeiro'], 'removida');
      // Named by OPERATOR_EMAILS but removed from the team: the row decides.
      await staffMember(ctx, 'legado.removido@equipe.exemplo.com.br', ['atendimento'], 'removida');
      const { db } = ctx.database;

      // Every role's mail: the administradores (the seed's is operador@), ADMIN_EMAILS and OPERATOR_EMAILS without a row.
      const always = [
        'admin@equipe.exemplo.com.br',
        'chefe@equipe.exemplo.com.br',
        'legado@equipe.exemplo.com.br',
        'operador@gameassist.local',
      ];
      expect(await ctx.modules.staff.mailTo(db, 'atendimento')).toEqual(
        [...always, 'atende@equipe.exemplo.com.br'].sort(),
      );
      expect(await ctx.modules.staff.mailTo(db, 'financeiro')).toEqual(
        [...always, 'financas@equipe.exemplo.com.br'].sort(),
      );
    } finally {
      await ctx.close();
    }
  });
});
