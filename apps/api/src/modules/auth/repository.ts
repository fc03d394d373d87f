import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { passwordFailures, refreshTokens } from '#api/db/schema/auth.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  tx: Executor,
  values: { familyId: string; accountId: string; tokenHash: string; familyExpiresAt: Date; createdAt: Date },
) {
  await tx.insert(refreshTokens).values(values);
}

export const findRefreshToken = async (tx: Executor, tokenHash: string) =>
  (await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1))[0];

export async function markRefreshTokenUsed(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(tx: Executor, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(tx: Executor, accountId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/** The address's failure count, created if absent and locked for the rest of the transaction. */
export async function lockPasswordFailures(tx: Executor, email: string, now: Date) {
  await tx.insert(passwordFailures).values({ email, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(passwordFailures).where(eq(passwordFailures.email, email)).for('update');
  if (!row) throw new Error('password_failures row vanished inside its transaction');
  return row;
}

export async function savePasswordFailures(
  tx: Executor,
  email: string,
  values: { failures: number; locks: number; lockedUntil: Date | null; updatedAt: Date },
): Promise<void> {
  await tx.update(passwordFailures).set(values).where(eq(passwordFailures.email, email));
}

export async function clearPasswordFailures(tx: Executor, email: string): Promise<void> {
  await tx.delete(passwordFailures).where(eq(passwordFailures.email, email));
}

/** Counts nobody is adding to any more (no lock running, untouched for a day). */
export async function deleteStalePasswordFailures(db: Executor, before: Date): Promise<void> {
  await db
    .delete(passwordFailures)
    .where(
      and(
        lt(passwordFailures.updatedAt, before),
        sql`(${passwordFailures.lockedUntil} is null or ${passwordFailures.lockedUntil} < ${before})`,
      ),
    );
}
