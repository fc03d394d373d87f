import { eq } from 'drizzle-orm';
import type { SubscriberPatch } from '@game-assist/contracts';
import type { Executor } from '../../db/client.js';
import { accounts, subscribers } from '../../db/schema.js';

const columns = {
  nome: subscribers.nome,
  telefone: subscribers.telefone,
  email: accounts.email,
  nascimento: subscribers.nascimento,
  endereco: subscribers.endereco,
  avatar: subscribers.avatar,
};

export async function findSubscriber(db: Executor, accountId: string) {
  const [row] = await db
    .select(columns)
    .from(subscribers)
    .innerJoin(accounts, eq(accounts.id, subscribers.accountId))
    .where(eq(subscribers.accountId, accountId))
    .limit(1);
  return row;
}

/** Applies only the fields present in the patch; returns false when the subscriber is gone. */
export async function updateSubscriber(db: Executor, accountId: string, patch: SubscriberPatch, now: Date) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const rows = await db
    .update(subscribers)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscribers.accountId, accountId))
    .returning({ accountId: subscribers.accountId });
  return rows.length === 1;
}
