import type { Executor } from '#api/db/client.js';
import * as ratingRepo from './ratings/repository.js';
import * as repo from './repository.js';

/** Requests for a download, each with its timeline (never who at the central acted): the titular's all, a dependant's their own. */
export async function requestsForExport(db: Executor, scope: repo.RequestScope) {
  const requests = await repo.allRequestsOf(db, scope);
  const ids = requests.map((request) => request.id);
  const [history, ratings] = await Promise.all([repo.historyOf(db, ids), ratingRepo.ratingsOf(db, ids)]);
  return requests.map(({ idempotencyKey: _key, fingerprint: _fingerprint, ...request }) => ({
    ...request,
    avaliacao: exportedRating(ratings.get(request.id)),
    historico: history
      .filter((event) => event.requestId === request.id)
      .map(({ kind, status, actor, note, at }) => ({ kind, status, actor, note, at })),
  }));
}

const exportedRating = (rating: { score: number; comment: string | null; ratedAt: Date } | undefined) =>
  rating ? { nota: rating.score, comentario: rating.comment, em: rating.ratedAt } : null;

/** Account deletion: open requests cancelled (how many), then every request kept without what anyone wrote. */
export async function closeRequestsForDeletion(tx: Executor, accountId: string, at: Date): Promise<number> {
  const cancelled = await repo.cancelOpenRequestsOf(tx, accountId, at);
  await repo.anonymiseRequestsOf(tx, accountId);
  await ratingRepo.eraseRatingsOf(tx, accountId);
  return cancelled;
}

/** A dependant's deletion: what they wrote on the requests stays only as that it was removed; their ratings' comments go. */
export async function eraseDependantWritings(
  tx: Executor,
  author: { subscriptionId: string; personId: string; accountId: string },
) {
  await repo.replaceWritingsOf(tx, author, 'removido a pedido do titular dos dados');
  await ratingRepo.eraseRatingsOf(tx, author.accountId, author.subscriptionId);
}

/** The subscription a request's protocol (2026-000123) belongs to: the staff's look-up (#67). */
export const accountOfRequestProtocol = (db: Executor, protocol: string) => repo.accountOfProtocol(db, protocol);
