import type { StaffRole } from '@game-assist/contracts';
import { staffMembers } from '#api/db/schema/staff.js';
import type { Clock } from '#api/lib/clock.js';
import { signUpSubscriber, type TestContext } from './app.js';

export type StaffStatus = 'convidada' | 'ativa' | 'suspensa' | 'removida';

/** A staff member for a test: signed up, then given a staff row with these roles; their id and a fresh token. */
export async function staffMember(
  ctx: Pick<TestContext<Clock>, 'app' | 'lastCodeFor' | 'database'>,
  email: string,
  roles: StaffRole[],
  status: StaffStatus = 'ativa',
): Promise<{ id: string; email: string; token: string }> {
  const session = await signUpSubscriber(ctx, email, { firstName: 'Equipe', lastName: roles.join(' ') });
  await ctx.database.db.insert(staffMembers).values({ accountId: session.user.id, roles, status, origin: 'convite' });
  return { id: session.user.id, email, token: await ctx.app.accessTokens.sign(session.user.id) };
}
