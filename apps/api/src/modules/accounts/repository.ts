import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { accounts } from '#api/db/schema/accounts.js';

export type AccountRow = typeof accounts.$inferSelect;

export const findAccountByEmail = async (db: Executor, email: string) =>
  (await db.select().from(accounts).where(eq(accounts.email, email)).limit(1))[0];

export const findAccountById = async (db: Executor, id: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];

/** Locks the account's row for the rest of the transaction (sign-up, confirmation, login count). */
export const lockAccountByEmail = async (tx: Executor, email: string) =>
  (await tx.select().from(accounts).where(eq(accounts.email, email)).for('update').limit(1))[0];

export async function insertAccount(
  tx: Executor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    createdAt: Date;
    signupAffiliateCode: string | null;
  },
) {
  const [account] = await tx.insert(accounts).values(values).returning();
  if (!account) throw new Error('account insert returned nothing');
  return account;
}

/** A new sign-up for a pending address takes over its row, so codes already sent still count against its limits. */
export async function replacePendingAccount(
  tx: Executor,
  id: string,
  values: Omit<Parameters<typeof insertAccount>[1], 'email'>,
): Promise<AccountRow> {
  const [account] = await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.id, id), isNull(accounts.confirmedAt)))
    .returning();
  if (!account) throw new Error('pending account vanished under its row lock');
  return account;
}

/** A code sign-in into a pending account discards the password: whoever chose it proved nothing. */
export async function confirmAccount(
  tx: Executor,
  id: string,
  values: { confirmedAt: Date; passwordHash?: string | null },
): Promise<void> {
  await tx
    .update(accounts)
    .set({
      confirmedAt: values.confirmedAt,
      ...(values.passwordHash !== undefined ? { passwordHash: values.passwordHash } : {}),
    })
    .where(eq(accounts.id, id));
}

/** The owner proved a pending account's mailbox: the sign-up's names and affiliate code (a stranger's word) go. */
export async function discardSignUpDetails(tx: Executor, id: string): Promise<void> {
  await tx.update(accounts).set({ firstName: '', lastName: '', signupAffiliateCode: null }).where(eq(accounts.id, id));
}

/** The name the subscriber gave their profile, split where greetings need the first word. */
export async function setAccountName(tx: Executor, id: string, nome: string): Promise<void> {
  const [firstName = '', ...rest] = nome.trim().split(/\s+/);
  await tx
    .update(accounts)
    .set({ firstName, lastName: rest.join(' ') })
    .where(eq(accounts.id, id));
}

export async function deletePendingAccountsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(accounts)
    .where(and(isNull(accounts.confirmedAt), lt(accounts.createdAt, before)))
    .returning({ id: accounts.id });
  return rows.length;
}

/** Names of several accounts at once, by id (an account that is gone is absent). */
export async function accountNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** Several accounts at once, by id (an account that is gone is absent). */
export async function findAccountsByIds(db: Executor, ids: string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
}

/** Sets whether notifications are also e-mailed; undefined when the account is gone. */
export async function setNotifyByEmail(db: Executor, id: string, email: boolean) {
  const rows = await db
    .update(accounts)
    .set({ notifyByEmail: email })
    .where(eq(accounts.id, id))
    .returning({ notifyByEmail: accounts.notifyByEmail });
  return rows[0]?.notifyByEmail;
}

/** An address no one can sign in with or receive mail at (RFC 2606's .invalid). */
export const deletedAccountEmail = (id: string) => `excluida-${id}@conta-excluida.invalid`;

/** Account deletion: the row stays for the payments that point at it, emptied of the person; the address is free. */
export async function anonymiseAccount(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(accounts)
    .set({
      email: deletedAccountEmail(id),
      firstName: 'Conta',
      lastName: 'excluída',
      passwordHash: null,
      signupAffiliateCode: null,
      notifyByEmail: false,
      deletedAt: now,
    })
    .where(eq(accounts.id, id));
}

/** A confirmed account with no password (it signs in by code): an invited dependant's sign-in. */
export async function insertConfirmedAccount(
  tx: Executor,
  values: { email: string; firstName: string; lastName: string; at: Date },
) {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: values.email,
      passwordHash: null,
      firstName: values.firstName,
      lastName: values.lastName,
      createdAt: values.at,
      confirmedAt: values.at,
    })
    .returning();
  if (!account) throw new Error('account insert returned nothing');
  return account;
}

/** Deletes the row; what hangs on it goes by its foreign keys (a removed dependant's sign-in). */
export async function deleteAccount(tx: Executor, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, id));
}

/** `\`, `%` and `_` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/** The staff's look-up by name or e-mail (#67): every word a part of the folded name and e-mail (trigram index). */
export async function searchAccounts(db: Executor, words: string[], offset: number, limit: number) {
  const parts = words.map((word) => sql`${accounts.searchText} like '%' || search_fold(${likeLiteral(word)}) || '%'`);
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNotNull(accounts.confirmedAt), isNull(accounts.deletedAt), ...parts))
    .orderBy(accounts.searchText, accounts.id)
    .offset(offset)
    .limit(limit);
}

/** Confirmed accounts still held, by id: what the look-up lists of each. */
export async function listedAccounts(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(and(inArray(accounts.id, [...new Set(ids)]), isNotNull(accounts.confirmedAt), isNull(accounts.deletedAt)));
}
