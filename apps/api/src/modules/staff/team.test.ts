import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, decodeQuotedPrintable, startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { authSessionSchema, staffListSchema, staffMemberSchema, type StaffRole } from '@game-assist/contracts';
import { createTestDatabase } from '#api/test/database.js';
import { createTestApp, signUpSubscriber, suiteApp, type TestContext } from '#api/test/app.js';
import { passkeySignIn, registerStaffPasskey, staffMember } from '#api/test/staff.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { verifyChain } from '#api/modules/audit/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS = { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' };
const LAST_ADMIN = /ao menos um administrador ativo/;

interface Entry {
  action: string;
  actor_email: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

/** The newest message the SMTP server took for `email`, decoded. */
const mailTo = (email: string) => {
  const raw = smtp.received.filter((mail) => mail.to.includes(email)).at(-1)?.raw ?? '';
  return decodeQuotedPrintable(raw);
};

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("'Equipe': the administradores' acts on the staff, on %s (#66)", (_name, postgres) => {
  const open = async () => createTestApp(LIMITS, { database: await createTestDatabase({ postgres }), smtp: smtp.url });
  const app = suiteApp(open);

  const call = (
    ctx: TestContext,
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/admin/equipe${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const invite = (ctx: TestContext, token: string, email: string, roles: StaffRole[]) =>
    call(ctx, token, 'POST', '', { email, roles });
  const list = async (ctx: TestContext, token: string) => {
    const response = await call(ctx, token, 'GET', '');
    expect(response.statusCode, response.body).toBe(200);
    return staffListSchema.parse(response.json()).items;
  };
  const me = (ctx: TestContext, token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/operador/eu', headers: { authorization: `Bearer ${token}` } });
  const entries = async (ctx: TestContext, action: string) =>
    (
      (await ctx.database.db.execute(
        sql`select * from audit_log where action = ${action} order by audit_log.id`,
      )) as unknown as { rows: Entry[] }
    ).rows;

  /** An e-mailed code's sign-in, the code read from what the real SMTP server received. */
  async function codeSignIn(ctx: TestContext, email: string) {
    ctx.clock.advance(MINUTE + 1000);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: email, type: 'email' },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await ctx.modules.outbox.drain();
    const otp = codeIn(mailTo(email));
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { identifier: email, type: 'email', otp },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    return authSessionSchema.parse(verified.json()).access_token;
  }

  const registrationOptions = (ctx: TestContext, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/passkeys/registro/opcoes',
      payload: { purpose: 'staff' },
      headers: { authorization: `Bearer ${token}` },
    });

  it('invites an account by e-mail: its code sign-in may make the staff passkey for 48 h, which makes it active', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe@equipe.exemplo.com.br', ['administrador']);
    await signUpSubscriber(ctx, 'bia@equipe.exemplo.com.br', { firstName: 'Bia', lastName: 'Lima' });

    const invited = await invite(ctx, chefe.token, 'Bia@Equipe.Exemplo.com.br', ['financeiro', 'atendimento']);
    expect(invited.statusCode, invited.body).toBe(201);
    const bia = staffMemberSchema.parse(invited.json());
    expect(bia).toMatchObject({
      nome: 'Bia Lima',
      email: 'bia@equipe.exemplo.com.br',
      roles: ['atendimento', 'financeiro'],
      status: 'convidada',
      hasPasskey: false,
      hasAccount: true,
      enrolmentUntil: new Date(ctx.clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    await ctx.modules.outbox.drain();
    const mail = mailTo(bia.email);
    expect(mail).toContain('Subject: Convite para a equipe Game Assist');
    expect(mail).toContain('/Operador');
    expect(mail).toContain('Atendimento, Financeiro');
    // Still only invited: the invitation may be sent again, with other roles.
    expect((await invite(ctx, chefe.token, bia.email, ['atendimento'])).statusCode).toBe(201);
    expect((await invite(ctx, chefe.token, bia.email, ['atendimento', 'financeiro'])).statusCode).toBe(201);

    const code = await codeSignIn(ctx, bia.email);
    expect((await me(ctx, code)).json()).toMatchObject({ statusCode: 403, reason: 'staff-passkey' });
    ctx.clock.advance(47 * HOUR);
    const key = await registerStaffPasskey(ctx, await codeSignIn(ctx, bia.email));
    const session = await passkeySignIn(ctx, key);
    expect((await me(ctx, session.access_token)).json()).toMatchObject({ roles: ['atendimento', 'financeiro'] });

    const chefeNow = await chefe.signIn();
    const listed = (await list(ctx, chefeNow)).find((item) => item.id === bia.id);
    expect(listed).toMatchObject({ status: 'ativa', hasPasskey: true, enrolmentUntil: null });
    expect(listed?.lastSignInAt).toBe(ctx.clock.now().toISOString());
    const again = await invite(ctx, chefeNow, bia.email, ['atendimento']);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/já é da equipe/);

    const [first] = await entries(ctx, 'equipe.convidar');
    expect(first).toMatchObject({
      actor_email: 'chefe@equipe.exemplo.com.br',
      target_type: 'equipe',
      target_id: bia.id,
      before: null,
      after: { email: bia.email, status: 'convidada', roles: ['atendimento', 'financeiro'] },
    });
  });

  it('lets no passkey be made after the 48 h: the invitation sent again opens it again', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe2@equipe.exemplo.com.br', ['administrador']);
    await signUpSubscriber(ctx, 'caio@equipe.exemplo.com.br');
    expect((await invite(ctx, chefe.token, 'caio@equipe.exemplo.com.br', ['atendimento'])).statusCode).toBe(201);
    ctx.clock.advance(48 * HOUR);
    const late = await codeSignIn(ctx, 'caio@equipe.exemplo.com.br');
    const refused = await registrationOptions(ctx, late);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seu convite para a equipe expirou: peça um novo a um administrador.');
    expect((await me(ctx, late)).json()).toMatchObject({ message: 'Acesso restrito à equipe.' });

    const chefeNow = await chefe.signIn();
    expect((await invite(ctx, chefeNow, 'caio@equipe.exemplo.com.br', ['atendimento'])).statusCode).toBe(201);
    const key = await registerStaffPasskey(ctx, await codeSignIn(ctx, 'caio@equipe.exemplo.com.br'));
    expect((await me(ctx, (await passkeySignIn(ctx, key)).access_token)).statusCode).toBe(200);
  });

  it('keeps an invitation for an address without an account until its sign-up, which it attaches to', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe3@equipe.exemplo.com.br', ['administrador']);
    const invited = await invite(ctx, chefe.token, 'nova@equipe.exemplo.com.br', ['atendimento']);
    expect(invited.statusCode, invited.body).toBe(201);
    const pending = staffMemberSchema.parse(invited.json());
    expect(pending).toMatchObject({ nome: '', status: 'convidada', hasAccount: false });
    await ctx.modules.outbox.drain();
    expect(mailTo(pending.email)).toContain('crie a sua conta em');
    expect(mailTo(pending.email)).toContain('/SignUp');

    const changed = await call(ctx, chefe.token, 'PATCH', `/${pending.id}`, { roles: ['financeiro'] });
    expect(changed.json()).toMatchObject({ id: pending.id, roles: ['financeiro'] });
    const suspend = await call(ctx, chefe.token, 'PATCH', `/${pending.id}`, { status: 'suspensa' });
    expect(suspend.statusCode).toBe(409);
    expect((await entries(ctx, 'equipe.papeis')).at(-1)).toMatchObject({
      target_type: 'convite-equipe',
      target_id: pending.id,
      before: { roles: ['atendimento'] },
      after: { roles: ['financeiro'] },
    });

    // The normal sign-up with that address, then /Operador: the invitation is theirs.
    const nova = await signUpSubscriber(ctx, pending.email, { firstName: 'Nova', lastName: 'Pessoa' });
    expect((await me(ctx, nova.access_token)).json()).toMatchObject({ reason: 'staff-passkey' });
    const key = await registerStaffPasskey(ctx, nova.access_token);
    expect((await me(ctx, (await passkeySignIn(ctx, key)).access_token)).json()).toMatchObject({
      roles: ['financeiro'],
    });
    const mine = (await list(ctx, chefe.token)).filter((item) => item.email === pending.email);
    expect(mine).toEqual([expect.objectContaining({ id: nova.user.id, status: 'ativa', hasAccount: true })]);

    // An invitation withdrawn: gone from the list, on the log.
    const other = staffMemberSchema.parse(
      (await invite(ctx, chefe.token, 'engano@exemplo.com.br', ['atendimento'])).json(),
    );
    expect((await call(ctx, chefe.token, 'DELETE', `/${other.id}`)).statusCode).toBe(204);
    expect((await list(ctx, chefe.token)).some((item) => item.id === other.id)).toBe(false);
    expect((await call(ctx, chefe.token, 'DELETE', `/${other.id}`)).statusCode).toBe(404);
    // One nobody took up stays listed 30 days past its end, then the hourly job drops it.
    const stale = staffMemberSchema.parse(
      (await invite(ctx, chefe.token, 'ninguem@exemplo.com.br', ['financeiro'])).json(),
    );
    ctx.clock.advance(48 * HOUR + 29 * 24 * HOUR);
    expect(await ctx.modules.staff.team.purgeExpiredInvitations()).toBe(0);
    ctx.clock.advance(2 * 24 * HOUR);
    expect(await ctx.modules.staff.team.purgeExpiredInvitations()).toBe(1);
    expect((await list(ctx, await chefe.signIn())).some((item) => item.id === stale.id)).toBe(false);
    expect((await entries(ctx, 'equipe.remover')).at(-1)).toMatchObject({
      target_type: 'convite-equipe',
      before: { email: 'engano@exemplo.com.br' },
      after: null,
    });
  });

  it('resets a lost passkey: the old one opens nothing, the staff sessions end, a new one is made with a code', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe4@equipe.exemplo.com.br', ['administrador']);
    const dora = await staffMember(ctx, 'dora@equipe.exemplo.com.br', ['atendimento']);
    const reset = await call(ctx, chefe.token, 'POST', `/${dora.id}/redefinir-chave`, {});
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      status: 'ativa',
      hasPasskey: false,
      enrolmentUntil: new Date(ctx.clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect((await me(ctx, dora.token)).json()).toMatchObject({ reason: 'staff-passkey' });
    const withOld = await passkeySignIn(ctx, dora.authenticator);
    expect((await me(ctx, withOld.access_token)).json()).toMatchObject({ reason: 'staff-passkey' });
    await ctx.modules.outbox.drain();
    expect(mailTo(dora.email)).toContain('Subject: Sua chave de acesso da equipe foi redefinida');

    const key = await registerStaffPasskey(ctx, await codeSignIn(ctx, dora.email), new SoftwareAuthenticator());
    expect((await me(ctx, (await passkeySignIn(ctx, key)).access_token)).statusCode).toBe(200);
    expect(await entries(ctx, 'equipe.redefinir-chave')).toEqual([
      expect.objectContaining({
        target_id: dora.id,
        before: { staffPasskeys: 1, enrolmentUntil: null },
        after: { staffPasskeys: 0, enrolmentUntil: expect.any(String) },
      }),
    ]);
    const own = await call(ctx, chefe.token, 'POST', `/${chefe.id}/redefinir-chave`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/própria chave/);
    expect((await call(ctx, chefe.token, 'POST', `/${crypto.randomUUID()}/redefinir-chave`, {})).statusCode).toBe(404);
  });

  it('refuses a bad invitation in pt-BR, field by field', async () => {
    const ctx = app();
    const chefe = await staffMember(ctx, 'chefe5@equipe.exemplo.com.br', ['administrador']);
    const bad = await invite(ctx, chefe.token, 'sem-arroba', []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      email: ['E-mail inválido.'],
      roles: ['Escolha ao menos uma função.'],
    });
    expect((await invite(ctx, chefe.token, chefe.email, ['atendimento'])).json().message).toBe('Você já é da equipe.');
  });

  it('leaves one administrador when two demote each other at once; a removed person may be invited again', async () => {
    const ctx = await open();
    try {
      await ctx.database.db.execute(sql`update staff_members set status = 'removida' where origin = 'seed'`);
      const ana = await staffMember(ctx, 'ana2@equipe.exemplo.com.br', ['administrador']);
      const beto = await staffMember(ctx, 'beto2@equipe.exemplo.com.br', ['administrador']);
      const both = await Promise.all([
        call(ctx, ana.token, 'PATCH', `/${beto.id}`, { roles: ['financeiro'] }),
        call(ctx, beto.token, 'PATCH', `/${ana.id}`, { roles: ['financeiro'] }),
      ]);
      expect(both.map((response) => response.statusCode).toSorted()).toEqual([200, 409]);
      const [admin, other] = both[0].statusCode === 200 ? [ana, beto] : [beto, ana];

      expect((await call(ctx, admin.token, 'DELETE', `/${other.id}`)).statusCode).toBe(204);
      const again = await invite(ctx, admin.token, other.email, ['atendimento']);
      expect(again.json()).toMatchObject({
        id: other.id,
        status: 'convidada',
        roles: ['atendimento'],
        hasPasskey: false,
      });
      expect((await entries(ctx, 'equipe.convidar')).at(-1)).toMatchObject({
        before: { status: 'removida', roles: ['financeiro'] },
      });
      // The old staff passkey opens nothing; a new one, made with a code, does.
      expect((await me(ctx, await other.signIn())).json()).toMatchObject({ reason: 'staff-passkey' });
      const key = await registerStaffPasskey(ctx, await codeSignIn(ctx, other.email), new SoftwareAuthenticator());
      expect((await me(ctx, (await passkeySignIn(ctx, key)).access_token)).json()).toMatchObject({
        roles: ['atendimento'],
      });
    } finally {
      await ctx.close();
      await ctx.database.destroy();
    }
  });

  it('keeps an active administrador: the last one cannot be removed, suspended or demoted (409)', async () => {
    const ctx = await open();
    try {
      // Without the development seed's administrador.
      await ctx.database.db.execute(sql`update staff_members set status = 'removida' where origin = 'seed'`);
      const ana = await staffMember(ctx, 'ana@equipe.exemplo.com.br', ['administrador']);
      for (const [method, path, payload] of [
        ['PATCH', `/${ana.id}`, { roles: ['financeiro'] }],
        ['DELETE', `/${ana.id}`, undefined],
      ] as const) {
        const refused = await call(ctx, ana.token, method, path, payload);
        expect(refused.statusCode, `${method} ${path}`).toBe(409);
        expect(refused.json().message).toMatch(LAST_ADMIN);
      }
      expect((await call(ctx, ana.token, 'PATCH', `/${ana.id}`, { status: 'suspensa' })).json().message).toMatch(
        /a si mesmo/,
      );

      const beto = await staffMember(ctx, 'beto@equipe.exemplo.com.br', ['administrador']);
      const demoted = await call(ctx, ana.token, 'PATCH', `/${beto.id}`, { roles: ['financeiro', 'financeiro'] });
      expect(demoted.json()).toMatchObject({ roles: ['financeiro'] });
      // Ana is the last active administrador again; Beto is financeiro only.
      expect((await call(ctx, beto.token, 'GET', '')).json()).toMatchObject({ statusCode: 403, role: 'administrador' });
      expect((await call(ctx, ana.token, 'DELETE', `/${ana.id}`)).statusCode).toBe(409);

      expect((await call(ctx, ana.token, 'PATCH', `/${beto.id}`, { status: 'suspensa' })).json()).toMatchObject({
        status: 'suspensa',
      });
      const suspended = await ctx.app.inject({
        method: 'GET',
        url: '/api/operador/cobrancas',
        headers: { authorization: `Bearer ${beto.token}` },
      });
      expect(suspended.json()).toMatchObject({ statusCode: 403, message: 'Seu acesso à equipe está suspenso.' });
      expect((await call(ctx, ana.token, 'PATCH', `/${beto.id}`, { status: 'suspensa' })).statusCode).toBe(409);
      expect((await call(ctx, ana.token, 'PATCH', `/${beto.id}`, { status: 'ativa' })).statusCode).toBe(200);
      // Suspension ended his staff sessions: he signs in with his passkey again.
      expect((await me(ctx, beto.token)).json()).toMatchObject({ reason: 'staff-passkey' });
      expect((await me(ctx, await beto.signIn())).statusCode).toBe(200);

      // With Beto administrador again, Ana may leave; then Beto is the last.
      await call(ctx, ana.token, 'PATCH', `/${beto.id}`, { roles: ['administrador'] });
      expect((await call(ctx, ana.token, 'DELETE', `/${ana.id}`)).statusCode).toBe(204);
      expect((await me(ctx, ana.token)).json()).toMatchObject({ message: 'Acesso restrito à equipe.' });
      const betoNow = await beto.signIn();
      expect((await call(ctx, betoNow, 'DELETE', `/${beto.id}`)).statusCode).toBe(409);
      expect((await list(ctx, betoNow)).map((item) => item.email)).toEqual(['beto@equipe.exemplo.com.br']);

      const acts = async (action: string) =>
        (await entries(ctx, action)).map((entry) => [entry.actor_email, entry.target_id, entry.before, entry.after]);
      expect(await acts('equipe.papeis')).toEqual([
        [ana.email, beto.id, { roles: ['administrador'] }, { roles: ['financeiro'] }],
        [ana.email, beto.id, { roles: ['financeiro'] }, { roles: ['administrador'] }],
      ]);
      expect(await acts('equipe.suspender')).toEqual([
        [ana.email, beto.id, { status: 'ativa' }, { status: 'suspensa' }],
      ]);
      expect(await acts('equipe.reativar')).toEqual([
        [ana.email, beto.id, { status: 'suspensa' }, { status: 'ativa' }],
      ]);
      expect(await acts('equipe.remover')).toEqual([
        [
          ana.email,
          ana.id,
          { status: 'ativa', roles: ['administrador'], staffPasskeys: 1 },
          { status: 'removida', staffPasskeys: 0 },
        ],
      ]);
      expect(await verifyChain(ctx.database.db)).toMatchObject({ ok: true });
    } finally {
      await ctx.close();
      await ctx.database.destroy();
    }
  });
});
