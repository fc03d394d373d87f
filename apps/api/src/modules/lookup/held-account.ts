import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';

export const NOT_FOUND = 'Assinante não encontrado.';

/** The confirmed, not deleted account a subscriber's page is about; 404 for anything else. */
export async function heldAccount(db: Executor, id: string) {
  const account = /^[0-9a-f-]{36}$/i.test(id) ? await findAccountById(db, id) : undefined;
  if (!account || account.deletedAt || !account.confirmedAt) throw new HttpError(404, NOT_FOUND);
  return account;
}
