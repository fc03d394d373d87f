import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessionSchema, passkeyRegistrationOptionsSchema, staffMeSchema } from '@game-assist/contracts';
import { createTestDatabase } from '#api/test/database.js';
import { createTestApp, signUpSubscriber, suiteApp, type TestContext } from '#api/test/app.js';
import { ceremonyOf, passkeySignIn, registerPasskey, registerStaffPasskey, staffMember } from '#api/test/staff.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { passkeyChallenges } from '#api/db/schema/auth.js';
import { staffMembers } from '#api/db/schema/staff.js';
import { STAFF_SESSION_IDLE_MS } from './index.js';

const MINUTE = 60_000;
const LIMITS = { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' };

const get = (ctx: TestContext, url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

const registrationOptions = (ctx: TestContext, token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/passkeys/registro/opcoes',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

async function refreshed(ctx: TestContext, refreshToken: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
  expect(response.statusCode, response.body).toBe(200);
  return authSessionSchema.parse(response.json());
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('staff sign-in, on %s (#66)', (_name, postgres) => {
  const app = suiteApp(async () =>
    createTestApp(
      { ...LIMITS, ADMIN_EMAILS: 'chefe@equipe.exemplo.com.br' },
      { database: await createTestDatabase({ postgres }) },
    ),
  );

  it('opens /Operador only with a staff passkey: an e-mailed code gives the subscriber side alone', async () => {
    const ctx = app();
    const member = await staffMember(ctx, 'caixa@equipe.exemplo.com.br', ['financeiro']);
    const refused = await get(ctx, '/operador/cobrancas', member.codeToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Entre com a sua chave de acesso.', reason: 'staff-passkey' });
    expect((await get(ctx, '/operador/eu', member.codeToken)).statusCode).toBe(403);
    // The same code session is a subscriber's as before.
    expect((await get(ctx, '/assinante', member.codeToken)).statusCode).toBe(200);

    const me = await get(ctx, '/operador/eu', member.token);
    expect(me.statusCode).toBe(200);
    expect(staffMeSchema.parse(me.json())).toMatchObject({ id: member.id, roles: ['financeiro'] });
    expect((await get(ctx, '/operador/cobrancas', member.token)).statusCode).toBe(200);
  });

  it('never counts a passkey made outside enrolment, and refuses a code session another one', async () => {
    const ctx = app();
    // A subscriber's passkey, made before they joined the staff, stays a subscriber's.
    const person = await signUpSubscriber(ctx, 'antes@equipe.exemplo.com.br');
    const own = await registerPasskey(ctx, person.access_token);
    await ctx.database.db
      .insert(staffMembers)
      .values({ accountId: person.user.id, roles: ['atendimento'], status: 'ativa', origin: 'convite' });
    const withOwn = await passkeySignIn(ctx, own);
    expect((await get(ctx, '/operador/eu', withOwn.access_token)).json()).toMatchObject({ reason: 'staff-passkey' });
    // Enrolment closed: a code session cannot make a staff passkey.
    const options = await registrationOptions(ctx, person.access_token, { purpose: 'staff' });
    expect(options.statusCode).toBe(403);
    expect(options.json().message).toMatch(/administrador redefinir/);

    // A staff member's second device, from a staff session, is a staff passkey too.
    const member = await staffMember(ctx, 'duas-chaves@equipe.exemplo.com.br', ['atendimento']);
    expect(await registerStaffPasskey(ctx, member.codeToken).catch((error: Error) => error.message)).toMatch(/403/);
    const second = await registerStaffPasskey(ctx, member.token, new SoftwareAuthenticator());
    const fromSecond = await passkeySignIn(ctx, second);
    expect((await get(ctx, '/operador/eu', fromSecond.access_token)).statusCode).toBe(200);
  });

  it("makes a staff passkey only from the staff enrolment: the subscriber side's offer, enrolment open, makes a subscriber's", async () => {
    const ctx = app();
    const bia = await signUpSubscriber(ctx, 'convidada@equipe.exemplo.com.br');
    const at = ctx.clock.now();
    await ctx.database.db.insert(staffMembers).values({
      accountId: bia.user.id,
      roles: ['financeiro'],
      status: 'convidada',
      origin: 'convite',
      enrolmentUntil: new Date(at.getTime() + 48 * 60 * MINUTE),
      createdAt: at,
      updatedAt: at,
    });
    // The offer after a code sign-in asks for no purpose; a registration claiming one is not asked.
    const offered = passkeyRegistrationOptionsSchema.parse(
      (await registrationOptions(ctx, bia.access_token, {})).json(),
    );
    const [kept] = await ctx.database.db.select().from(passkeyChallenges);
    expect(kept?.ceremony).toBe('registration');
    const device = new SoftwareAuthenticator();
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/passkeys/registro',
      payload: { ...device.create(offered, ceremonyOf(ctx)), purpose: 'staff' },
      headers: { authorization: `Bearer ${bia.access_token}` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const withOffered = await passkeySignIn(ctx, device);
    expect((await get(ctx, '/operador/eu', withOffered.access_token)).json()).toMatchObject({
      reason: 'staff-passkey',
    });
    const [still] = await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.accountId, bia.user.id));
    expect(still).toMatchObject({ status: 'convidada', enrolmentUntil: new Date(at.getTime() + 48 * 60 * MINUTE) });

    // /Operador's 'Criar a minha chave de acesso' asks for a staff one: that challenge is a staff registration.
    await registrationOptions(ctx, bia.access_token, { purpose: 'staff' });
    expect((await ctx.database.db.select().from(passkeyChallenges)).map((row) => row.ceremony)).toEqual([
      'staff-registration',
    ]);
    const staffKey = await registerStaffPasskey(ctx, bia.access_token);
    const staffSession = await passkeySignIn(ctx, staffKey);
    expect(staffMeSchema.parse((await get(ctx, '/operador/eu', staffSession.access_token)).json()).roles).toEqual([
      'financeiro',
    ]);

    // Not on the staff: a staff passkey is refused, a subscriber's made as ever.
    const ana = await signUpSubscriber(ctx, 'ana.assinante@exemplo.com.br');
    const refused = await registrationOptions(ctx, ana.access_token, { purpose: 'staff' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sua conta não é da equipe.');
    expect((await registrationOptions(ctx, ana.access_token, { purpose: 'gestor' })).statusCode).toBe(400);
    await registerPasskey(ctx, ana.access_token);
  });

  it('lets ADMIN_EMAILS make their first staff passkey after a code sign-in', async () => {
    const ctx = app();
    const chefe = await signUpSubscriber(ctx, 'chefe@equipe.exemplo.com.br');
    expect((await get(ctx, '/operador/eu', chefe.access_token)).json()).toMatchObject({ reason: 'staff-passkey' });
    const key = await registerStaffPasskey(ctx, chefe.access_token);
    const session = await passkeySignIn(ctx, key);
    expect(staffMeSchema.parse((await get(ctx, '/operador/eu', session.access_token)).json()).roles).toEqual([
      'administrador',
    ]);
    // Their first staff passkey closed the door behind it.
    expect(await registerStaffPasskey(ctx, chefe.access_token).catch((error: Error) => error.message)).toMatch(/403/);
  });

  it('ends a staff session after 30 minutes idle, and at 12 hours however busy', async () => {
    const ctx = app();
    const member = await staffMember(ctx, 'turno@equipe.exemplo.com.br', ['atendimento']);
    let session = { access_token: member.token, refresh_token: member.refreshToken };
    // Busy: a staff request every 20 minutes keeps it going…
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      ctx.clock.advance(20 * MINUTE);
      session = await refreshed(ctx, session.refresh_token);
      expect((await get(ctx, '/operador/eu', session.access_token)).statusCode, `${minutes} min`).toBe(200);
    }
    // …until 12 h from the passkey sign-in.
    ctx.clock.advance(20 * MINUTE);
    session = await refreshed(ctx, session.refresh_token);
    const over = await get(ctx, '/operador/eu', session.access_token);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'staff-passkey', message: expect.stringMatching(/terminou/) });

    const idle = await passkeySignIn(ctx, member.authenticator);
    expect((await get(ctx, '/operador/eu', idle.access_token)).statusCode).toBe(200);
    ctx.clock.advance(STAFF_SESSION_IDLE_MS);
    const late = await refreshed(ctx, idle.refresh_token);
    expect((await get(ctx, '/operador/eu', late.access_token)).json()).toMatchObject({ reason: 'staff-passkey' });
    // The subscriber side of the same sign-in goes on.
    expect((await get(ctx, '/assinante', late.access_token)).statusCode).toBe(200);
  });

  it('keeps an OPERATOR_EMAILS operator on code sign-in until they make a staff passkey (one release)', async () => {
    const ctx = await createTestApp(
      { ...LIMITS, OPERATOR_EMAILS: 'antiga@equipe.exemplo.com.br' },
      { database: await createTestDatabase({ postgres }) },
    );
    try {
      const antiga = await signUpSubscriber(ctx, 'antiga@equipe.exemplo.com.br');
      expect((await get(ctx, '/operador/cobrancas', antiga.access_token)).statusCode).toBe(200);
      const key = await registerStaffPasskey(ctx, antiga.access_token);
      expect((await get(ctx, '/operador/cobrancas', antiga.access_token)).json()).toMatchObject({
        reason: 'staff-passkey',
      });
      const session = await passkeySignIn(ctx, key);
      expect((await get(ctx, '/operador/cobrancas', session.access_token)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
