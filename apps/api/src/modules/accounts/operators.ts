import type { Executor } from '#api/db/client.js';
import { findAccountById } from './repository.js';

/** Operators are the accounts whose e-mail OPERATOR_EMAILS names (lower-cased), signed in like anyone. */
export function operatorCheck(db: Executor, operatorEmails: ReadonlySet<string>) {
  return async (accountId: string): Promise<boolean> => {
    if (operatorEmails.size === 0) return false;
    const account = await findAccountById(db, accountId);
    return account !== undefined && operatorEmails.has(account.email);
  };
}
