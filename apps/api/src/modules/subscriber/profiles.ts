import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

// What other modules ask of the profile, each in the caller's transaction (decision 017).

/** Every account gets a profile when it is created (a sign-up, a dependant's invitation). */
export const createProfile = (tx: Executor, accountId: string, nome: string) => repo.createProfile(tx, accountId, nome);

/** The profile as a new account's, with `nome`: whatever an earlier, unproved sign-up left goes. */
export const resetProfile = (tx: Executor, accountId: string, nome: string, now: Date) =>
  repo.resetProfile(tx, accountId, nome, now);

/** The name the subscriber gave (the member card prints it); undefined without a profile. */
export const nameOnProfile = (db: Executor, accountId: string) => repo.findProfileName(db, accountId);

/** The profile row as stored, for the person's download. */
export const profileForExport = (db: Executor, accountId: string) => repo.profileOf(db, accountId);

/** Account deletion: the profile goes. */
export const eraseProfile = (tx: Executor, accountId: string) => repo.deleteProfile(tx, accountId);

/** Accounts whose phone, digits only, is one of `digits` (the staff's look-up, #67). */
export const accountsByPhone = (db: Executor, digits: string[]) => repo.accountsByPhone(db, digits);
