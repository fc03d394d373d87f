import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  API_PREFIX,
  apiRoutes,
  rolesAllow,
  STAFF_ROLES,
  type StaffAccess,
  type StaffRole,
} from '@game-assist/contracts';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#api/test/database.js';
import { createTestApp, signUpSubscriber, suiteApp } from '#api/test/app.js';
import { staffMember } from '#api/test/staff.js';
import { roleOf, routeChecks } from '#api/plugins/auth.js';

type RouteName = keyof typeof apiRoutes;

/** Each staff route's role, read from the route table. */
const staffRoutes = Object.entries(apiRoutes).flatMap(([name, route]) =>
  'role' in route ? [{ name: name as RouteName, role: route.role as StaffAccess, route }] : [],
);

/** A request each staff route's validation lets through to its role check (ids that match nothing). */
const SAMPLE: Partial<Record<RouteName, Pick<InjectOptions, 'payload' | 'query'>>> = {
  adminStaff: { payload: { email: 'convite.amostra@exemplo.com.br', roles: ['atendimento'] } },
  adminStaffMember: { payload: { roles: ['atendimento'] } },
  adminStaffPasskeyReset: { payload: {} },
  affiliateStatement: { query: { mes: '2026-11' } },
  inviteAffiliate: { payload: { email: 'parceiro.amostra@exemplo.com.br' } },
  approveAffiliateBio: { payload: {} },
  affiliatePayouts: {
    payload: { mes: '2026-11', amountCents: 100, paidOn: '2026-12-08', endToEndId: 'E12345678202612081200abcdefghijk' },
  },
  completeRefund: { payload: {} },
  confirmCharge: { payload: {} },
  operatorServiceRequest: { payload: { status: 'em-atendimento' } },
  operatorServiceRequestMessages: { payload: { text: 'Olá' } },
  staffCheckOptions: { payload: {} },
  staffCheck: {
    payload: {
      ...{ id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {} },
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    },
  },
  subscriberLookup: { query: { q: 'conceicao' } },
  revealSubscriberContact: { payload: {} },
  resendSubscriberReceipt: { payload: { motivo: 'Pediu o recibo' } },
  resendSubscriberPix: { payload: { motivo: 'Pediu o código' } },
  reissueSubscriberCard: { payload: { motivo: 'Perdeu o celular' } },
  grantSubscriberCourtesy: { payload: { motivo: 'Atendimento atrasou', dias: 5 } },
  endSubscriberSessions: { payload: { motivo: 'Perdeu o celular' } },
};
/** What no staff route's validation lets through: a bad id in the path, and a query or body of the wrong shape. */
const INVALID = (method: string): Pick<InjectOptions, 'payload' | 'query'> =>
  method === 'GET' ? { query: { mes: 'nunca', q: '' } } : { payload: { motivo: '', dias: 99, roles: 'todas' } };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// Fastify announces each instance before any route is added: the hook sees every route's preHandler.
const INIT_CHANNEL = 'fastify.initialization';
const checked = new Map<string, StaffAccess | undefined>();
const collect = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const roles = routeChecks(route).map(roleOf).filter(Boolean);
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
      checked.set(`${method} ${route.url}`, roles[0]);
  });
};

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the staff routes’ roles, on %s (#66)', (_name, postgres) => {
  const app = suiteApp(async () => {
    subscribe(INIT_CHANNEL, collect);
    try {
      return await createTestApp({}, { database: await createTestDatabase({ postgres }) });
    } finally {
      unsubscribe(INIT_CHANNEL, collect);
    }
  });

  it('are checked on the server by requireRole of the role the route table names, and only those', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const { route, role } of staffRoutes) {
      for (const method of route.methods)
        expect(checked.get(`${method} ${API_PREFIX}${route.pattern}`), route.pattern).toBe(role);
    }
    const withRole = [...checked].filter(([, role]) => role).map(([route]) => route);
    const inTable = staffRoutes.flatMap(({ route }) => route.methods.map((m) => `${m} ${API_PREFIX}${route.pattern}`));
    expect(withRole.toSorted()).toEqual(inTable.toSorted());
    // Every operator's and administrator's path is a staff route.
    const staffPaths = Object.values(apiRoutes).filter((route) => /^\/(operador|admin)\//.test(route.pattern));
    expect(staffPaths.every((route) => 'role' in route)).toBe(true);
  });

  it('let each role through to what it may do, and answer 403 naming the role to everyone else', async () => {
    const ctx = app();
    const people: { who: string; roles: readonly StaffRole[]; token: string }[] = [];
    for (const role of STAFF_ROLES) {
      people.push({ who: role, roles: [role], ...(await staffMember(ctx, `${role}@equipe.exemplo.com.br`, [role])) });
    }
    const both = await staffMember(ctx, 'duas@equipe.exemplo.com.br', ['atendimento', 'financeiro']);
    people.push({ who: 'atendimento+financeiro', roles: ['atendimento', 'financeiro'], ...both });
    const subscriber = await signUpSubscriber(ctx, 'assinante.comum@exemplo.com.br');
    people.push({ who: 'assinante', roles: [], token: subscriber.access_token });
    const suspended = await staffMember(ctx, 'suspensa@equipe.exemplo.com.br', ['administrador'], 'suspensa');
    people.push({ who: 'suspensa', roles: [], token: suspended.token });

    for (const { name, route, role } of staffRoutes) {
      for (const method of route.methods) {
        const url = `${API_PREFIX}${route.pattern.replace(/:[^/]+/g, UNKNOWN_ID)}`;
        const badUrl = `${API_PREFIX}${route.pattern.replace(/:[^/]+/g, 'nao-e-um-id')}`;
        for (const person of people) {
          const allowed = rolesAllow(person.roles, role);
          // Who may call is checked before what was sent: the refused get 403 for a body that fails validation too.
          const response = await ctx.app.inject({
            method,
            url: allowed ? url : badUrl,
            headers: { authorization: `Bearer ${person.token}` },
            ...(allowed ? SAMPLE[name] : INVALID(method)),
          });
          const label = `${person.who} → ${method} ${route.pattern}`;
          if (allowed) {
            expect([401, 403], label).not.toContain(response.statusCode);
          } else {
            expect(response.statusCode, label).toBe(403);
            expect(response.json(), label).toMatchObject({ statusCode: 403, role });
            expect(response.json().message, label).toMatch(
              person.who === 'suspensa' ? /suspenso/ : person.who === 'assinante' ? /restrito à equipe/ : /função/,
            );
          }
        }
        const anonymous = await ctx.app.inject({ method, url: badUrl, ...INVALID(method) });
        expect(anonymous.statusCode, `anonymous → ${route.pattern}`).toBe(401);
      }
    }
  });

  it('make the people ADMIN_EMAILS and OPERATOR_EMAILS name staff on first use, and a removed one stays out', async () => {
    const ctx = await createTestApp(
      { ADMIN_EMAILS: 'Chefe@Equipe.Exemplo.com.br', OPERATOR_EMAILS: 'antiga@equipe.exemplo.com.br' },
      { database: await createTestDatabase({ postgres }) },
    );
    try {
      const chefe = await signUpSubscriber(ctx, 'chefe@equipe.exemplo.com.br');
      const antiga = await signUpSubscriber(ctx, 'antiga@equipe.exemplo.com.br');
      expect(await ctx.modules.staff.actor(chefe.user.id)).toEqual({
        id: chefe.user.id,
        email: 'chefe@equipe.exemplo.com.br',
        roles: ['administrador'],
      });
      expect(await ctx.modules.staff.actor(antiga.user.id)).toMatchObject({ roles: ['atendimento', 'financeiro'] });
      const nobody = await signUpSubscriber(ctx, 'ninguem@exemplo.com.br');
      expect(await ctx.modules.staff.actor(nobody.user.id)).toBe('not-staff');
      await ctx.database.db.execute(
        `update staff_members set status = 'removida' where account_id = '${antiga.user.id}'`,
      );
      expect(await ctx.modules.staff.actor(antiga.user.id)).toBe('not-staff');
    } finally {
      await ctx.close();
    }
  });
});
