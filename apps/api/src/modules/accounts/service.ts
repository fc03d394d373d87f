import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

// What the other modules do with an account, each in the caller's transaction (decision 017).

export const findAccountById = (db: Executor, id: string) => repo.findAccountById(db, id);
export const findAccountByEmail = (db: Executor, email: string) => repo.findAccountByEmail(db, email);
/** Names of several accounts at once, by id (an account that is gone is absent). */
export const accountNames = (db: Executor, ids: string[]) => repo.accountNames(db, ids);
/** Several accounts at once, by id (an account that is gone is absent). */
export const findAccountsByIds = (db: Executor, ids: string[]) => repo.findAccountsByIds(db, ids);

/** Sign-up: the address's row locked for the rest of `tx` (a second sign-up for it waits). */
export const lockAccountByEmail = (tx: Executor, email: string) => repo.lockAccountByEmail(tx, email);
export const insertAccount = (tx: Executor, values: Parameters<typeof repo.insertAccount>[1]) =>
  repo.insertAccount(tx, values);
/** A new sign-up for a pending address takes over its row, so codes already sent still count against its limits. */
export const replacePendingAccount = (
  tx: Executor,
  id: string,
  values: Parameters<typeof repo.replacePendingAccount>[2],
) => repo.replacePendingAccount(tx, id, values);
/** Sign-up: pending accounts created before `before` and never confirmed go; how many. */
export const deletePendingAccountsBefore = (db: Executor, before: Date) => repo.deletePendingAccountsBefore(db, before);
/** Sets when the address was proved, and the password when given (a reset's; null where a code sign-in discards it). */
export const confirmAccount = (tx: Executor, id: string, values: Parameters<typeof repo.confirmAccount>[2]) =>
  repo.confirmAccount(tx, id, values);
/** The owner proved a pending account's mailbox: the sign-up's names and affiliate code (a stranger's word) go. */
export const discardSignUpDetails = (tx: Executor, id: string) => repo.discardSignUpDetails(tx, id);
/** A confirmed account with no password (it signs in by code): an invited dependant's sign-in. */
export const insertConfirmedAccount = (tx: Executor, values: Parameters<typeof repo.insertConfirmedAccount>[1]) =>
  repo.insertConfirmedAccount(tx, values);

/** The name the subscriber gave their profile, split where greetings need the first word. */
export const setAccountName = (tx: Executor, id: string, nome: string) => repo.setAccountName(tx, id, nome);
/** Whether notifications are also e-mailed; undefined when the account is gone. */
export const setNotifyByEmail = (tx: Executor, id: string, email: boolean) => repo.setNotifyByEmail(tx, id, email);

/** Account deletion: the row stays for the payments that point at it, emptied of the person; the address is free. */
export const anonymiseAccount = (tx: Executor, id: string, now: Date) => repo.anonymiseAccount(tx, id, now);
/** A removed dependant's sign-in: the row goes, and what hangs on it by its foreign keys. */
export const deleteAccount = (tx: Executor, id: string) => repo.deleteAccount(tx, id);

/** The staff's look-up by name or e-mail (#67): every word a part of the folded name and e-mail. */
export const searchAccounts = (db: Executor, words: string[], offset: number, limit: number) =>
  repo.searchAccounts(db, words, offset, limit);
/** Confirmed accounts still held, by id: what the look-up lists of each. */
export const listedAccounts = (db: Executor, ids: string[]) => repo.listedAccounts(db, ids);
