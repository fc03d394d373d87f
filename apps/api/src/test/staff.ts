import { eq } from 'drizzle-orm';
import {
  authSessionSchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationOptionsSchema,
  type PasskeyRegistrationOptionsBody,
  type StaffRole,
} from '@game-assist/contracts';
import { staffMembers } from '#api/db/schema/staff.js';
import type { Clock } from '#api/lib/clock.js';
import { signUpSubscriber, type TestContext } from './app.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

export type StaffStatus = 'convidada' | 'ativa' | 'suspensa' | 'removida';
type Ctx = Pick<TestContext<Clock>, 'app' | 'lastCodeFor' | 'database' | 'config' | 'clock'>;

const ENROLMENT_MS = 48 * 60 * 60_000;

/** The page's origin and RP ID the test app's passkeys are made for (PUBLIC_URL). */
export function ceremonyOf(ctx: Pick<Ctx, 'config'>) {
  const url = new URL(ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`);
  return { origin: url.origin, rpId: url.hostname };
}

async function call(ctx: Pick<Ctx, 'app'>, url: string, payload: object, token?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as unknown;
}

/** Makes a passkey on `authenticator` for the account signed in with `token`, as Perfil's 'Criar chave de acesso' does. */
export async function registerPasskey(
  ctx: Ctx,
  token: string,
  authenticator = new SoftwareAuthenticator(),
  body: PasskeyRegistrationOptionsBody = {},
) {
  const options = passkeyRegistrationOptionsSchema.parse(
    await call(ctx, '/passkeys/registro/opcoes', body ?? {}, token),
  );
  await call(ctx, '/passkeys/registro', authenticator.create(options, ceremonyOf(ctx)), token);
  return authenticator;
}

/** The same from /Operador's 'Criar a minha chave de acesso': a staff passkey. */
export const registerStaffPasskey = (ctx: Ctx, token: string, authenticator = new SoftwareAuthenticator()) =>
  registerPasskey(ctx, token, authenticator, { purpose: 'staff' });

/** Signs in with the passkey `authenticator` holds: the session (a staff session when it is a staff passkey). */
export async function passkeySignIn(ctx: Ctx, authenticator: SoftwareAuthenticator) {
  const options = passkeyLoginOptionsSchema.parse(await call(ctx, '/passkeys/login/opcoes', {}));
  return authSessionSchema.parse(await call(ctx, '/passkeys/login', authenticator.get(options, ceremonyOf(ctx))));
}

/**
 * A staff member for a test, the way a person becomes one: signed up (a code session), given a staff
 * row with these roles and an open enrolment, a staff passkey made with that code session, then a
 * passkey sign-in. `token` is the staff session's; `codeToken` the e-mailed code's; `signIn` signs in again.
 */
export async function staffMember(ctx: Ctx, email: string, roles: StaffRole[], status: StaffStatus = 'ativa') {
  const session = await signUpSubscriber(ctx, email, { firstName: 'Equipe', lastName: roles.join(' ') });
  const id = session.user.id;
  const at = ctx.clock.now();
  await ctx.database.db.insert(staffMembers).values({
    accountId: id,
    roles,
    status: 'ativa',
    origin: 'convite',
    enrolmentUntil: new Date(at.getTime() + ENROLMENT_MS),
    createdAt: at,
    updatedAt: at,
  });
  const authenticator = await registerStaffPasskey(ctx, session.access_token);
  const signedIn = await passkeySignIn(ctx, authenticator);
  if (status !== 'ativa') {
    await ctx.database.db.update(staffMembers).set({ status }).where(eq(staffMembers.accountId, id));
  }
  return {
    id,
    email,
    token: signedIn.access_token,
    refreshToken: signedIn.refresh_token,
    codeToken: session.access_token,
    authenticator,
    signIn: async () => (await passkeySignIn(ctx, authenticator)).access_token,
  };
}

/**
 * 'Confirme com a sua chave de acesso' (a money action's step-up): the check's options for the staff
 * session of `token`, answered by `authenticator`; the answer of POST /api/operador/reverificacao.
 */
export async function recheckPasskey(
  ctx: Ctx,
  token: string,
  authenticator: SoftwareAuthenticator,
  answer: { userVerified?: boolean } = {},
) {
  const options = passkeyLoginOptionsSchema.parse(await call(ctx, '/operador/reverificacao/opcoes', {}, token));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/operador/reverificacao',
    payload: authenticator.get(options, { ...ceremonyOf(ctx), ...answer }),
    headers: { authorization: `Bearer ${token}` },
  });
}
