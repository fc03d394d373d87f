import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The account's partner row for 'Meus dados': the affiliate, the invited address, the PIX key, the bio waiting. */
export async function affiliateAccountForExport(db: Executor, accountId: string) {
  const row = await repo.rowOfAccount(db, accountId);
  if (!row) return [];
  const { invitedBy: _staff, ...mine } = row;
  return [mine];
}

/** The account's deletion: its partner row goes (key and bio with it); the affiliate's payouts stay, the staff's record. */
export const forgetAffiliateAccount = (tx: Executor, accountId: string) => repo.deleteRowOfAccount(tx, accountId);
