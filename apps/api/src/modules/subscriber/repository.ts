import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SubscriberPatch } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { subscribers } from '#api/db/schema/subscriber.js';
import { findAccountById } from '#api/modules/accounts/index.js';

const columns = {
  nome: subscribers.nome,
  telefone: subscribers.telefone,
  nascimento: subscribers.nascimento,
  endereco: subscribers.endereco,
  avatar: subscribers.avatar,
  telefoneVerificado: sql<boolean>`${subscribers.phoneVerifiedAt} is not null`,
};

/** The profile with the account's e-mail; undefined when either is gone. */
export async function findSubscriber(db: Executor, accountId: string) {
  const [row] = await db.select(columns).from(subscribers).where(eq(subscribers.accountId, accountId)).limit(1);
  const account = row && (await findAccountById(db, accountId));
  return account && { ...row, email: account.email };
}

/** The name on the profile, which the subscriber edits (the member card prints it). */
export const findProfileName = async (db: Executor, accountId: string) =>
  (
    await db.select({ nome: subscribers.nome }).from(subscribers).where(eq(subscribers.accountId, accountId)).limit(1)
  )[0]?.nome;

/** The profile every account gets when it is created. */
export async function createProfile(tx: Executor, accountId: string, nome: string): Promise<void> {
  await tx.insert(subscribers).values({ accountId, nome });
}

/** The profile as a new account's, with `nome`: whatever an earlier, unproved sign-up left goes. */
export async function resetProfile(tx: Executor, accountId: string, nome: string, now: Date): Promise<void> {
  await tx
    .update(subscribers)
    .set({ nome, telefone: '', nascimento: null, endereco: '', avatar: null, phoneVerifiedAt: null, updatedAt: now })
    .where(eq(subscribers.accountId, accountId));
}

/** Applies the fields present in the patch; false when the subscriber is gone. */
export async function updateSubscriber(db: Executor, accountId: string, patch: SubscriberPatch, now: Date) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  // A new phone number is not proved by the code the old one received.
  const phoneProof =
    patch.telefone === undefined
      ? {}
      : {
          phoneVerifiedAt: sql`case when ${subscribers.telefone} = ${patch.telefone} then ${subscribers.phoneVerifiedAt} end`,
        };
  const rows = await db
    .update(subscribers)
    .set({ ...changes, ...phoneProof, updatedAt: now })
    .where(eq(subscribers.accountId, accountId))
    .returning({ accountId: subscribers.accountId });
  return rows.length === 1;
}

/** The phone the subscriber has stored, to send a code to or check one against. */
export const findPhone = async (db: Executor, accountId: string) =>
  (
    await db
      .select({ telefone: subscribers.telefone })
      .from(subscribers)
      .where(eq(subscribers.accountId, accountId))
      .limit(1)
  )[0]?.telefone;

/** Marks the phone verified, if it is still `telefone` (it may have changed since the code was sent). */
export async function markPhoneVerified(db: Executor, accountId: string, telefone: string, now: Date) {
  const rows = await db
    .update(subscribers)
    .set({ phoneVerifiedAt: now })
    .where(sql`${subscribers.accountId} = ${accountId} and ${subscribers.telefone} = ${telefone}`)
    .returning({ accountId: subscribers.accountId });
  return rows.length === 1;
}

/** The profile row as stored, for the person's download. */
export const profileOf = async (db: Executor, accountId: string) =>
  (await db.select().from(subscribers).where(eq(subscribers.accountId, accountId)).limit(1))[0];

export async function deleteProfile(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(subscribers).where(eq(subscribers.accountId, accountId));
}

/** Accounts whose phone, digits only, is one of `digits` (the staff's look-up, #67). */
export async function accountsByPhone(db: Executor, digits: string[]): Promise<string[]> {
  if (digits.length === 0) return [];
  const rows = await db
    .select({ accountId: subscribers.accountId })
    .from(subscribers)
    .where(and(inArray(subscribers.phoneDigits, digits), ne(subscribers.phoneDigits, '')))
    .limit(50);
  return rows.map((row) => row.accountId);
}
