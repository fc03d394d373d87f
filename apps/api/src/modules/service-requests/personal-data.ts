import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The account's requests for its download, each with its timeline (never who at the central acted). */
export async function requestsForExport(db: Executor, accountId: string) {
  const requests = await repo.allRequestsOf(db, accountId);
  const history = await repo.historyOf(
    db,
    requests.map((request) => request.id),
  );
  return requests.map(({ idempotencyKey: _key, fingerprint: _fingerprint, ...request }) => ({
    ...request,
    historico: history
      .filter((event) => event.requestId === request.id)
      .map(({ kind, status, actor, note, at }) => ({ kind, status, actor, note, at })),
  }));
}

/** Account deletion: open requests cancelled (how many), then every request kept without what anyone wrote. */
export async function closeRequestsForDeletion(tx: Executor, accountId: string, at: Date): Promise<number> {
  const cancelled = await repo.cancelOpenRequestsOf(tx, accountId, at);
  await repo.anonymiseRequestsOf(tx, accountId);
  return cancelled;
}
