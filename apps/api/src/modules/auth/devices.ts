import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

export interface DeviceSession {
  id: string;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
}

/** 'Aparelhos conectados': the account's live sign-ins, most recently used first. */
export async function listSessions(db: Executor, accountId: string, now: Date): Promise<DeviceSession[]> {
  const rows = await repo.sessionsOf(db, accountId, now);
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? 'Aparelho desconhecido',
    createdAt: new Date(row.createdAt),
    lastUsedAt: new Date(row.lastUsedAt),
  }));
}

export const sessionStartedAt = repo.sessionStart;
export const endSession = repo.revokeAccountFamily;
export const endOtherSessions = repo.revokeOtherFamilies;
/** Every sign-in of the account ends (the central's 'Encerrar sessões', #67), in `tx`; tell `sessionsEnded` after. */
export const endAllSessions = (tx: Executor, accountId: string, now: Date) =>
  repo.revokeOtherFamilies(tx, accountId, undefined, now);
export const eraseSessions = repo.deleteSessionsOf;
export const deleteEndedSessionsBefore = repo.deleteEndedTokensBefore;

/** The account's passkeys for its download: never the public key or the signature counter. */
export async function passkeysForExport(db: Executor, accountId: string) {
  const rows = await repo.listPasskeys(db, accountId);
  return rows.map(({ publicKey: _key, counter: _counter, ...passkey }) => passkey);
}
