import type { OperatorQueueQuery, OperatorServiceRequest, OperatorServiceRequestList } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { recordSubscriberReads, type AuditContext } from '#api/modules/audit/index.js';
import { decodeCursor, decodeInstantCursor, encodeInstantCursor, pageOf } from '#api/lib/page-cursor.js';
import { accountNames } from '#api/modules/accounts/index.js';
import { dependantFacesOf } from '#api/modules/membership/index.js';
import { memberNumbers } from '#api/modules/subscriptions/index.js';
import type { ServiceRequestDeps } from './deps.js';
import * as repo from './repository.js';
import { scopeOf } from './scope.js';
import { detail, NOT_FOUND, riskLimit, UUID, withDetails } from './request-details.js';

const BAD_CURSOR = 'Cursor inválido.';

/** The queue's filter: a deadline filter is of open requests, whatever status was asked. */
function queueFilter(query: OperatorQueueQuery, now: Date): repo.QueueFilter {
  if (query.deadline === 'atrasado') return { status: 'aberto', dueBy: now };
  if (query.deadline === 'em-risco') return { status: 'aberto', dueAfter: now, dueBy: riskLimit(now) };
  return { status: query.status };
}

/** The subscriber's own requests, and the operators' queue. */
export function requestLists({ db, clock }: ServiceRequestDeps) {
  return {
    async list(accountId: string, limit: number, cursor?: string) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !after) throw new HttpError(400, BAD_CURSOR);
      const scope = await scopeOf(db, accountId);
      const { items, nextCursor } = pageOf(await repo.listRequests(db, scope, limit + 1, after), limit);
      return { items: await withDetails(db, items, clock.now()), nextCursor };
    },

    /** One of the requests the account sees; anyone else's is not found (never "forbidden"). */
    async get(accountId: string, id: string) {
      const row = UUID.test(id) ? await repo.findRequest(db, id, await scopeOf(db, accountId)) : undefined;
      if (!row) throw new HttpError(404, NOT_FOUND);
      return detail(db, row, clock.now());
    },

    /** Soonest deadline first, with how many open requests are at risk and overdue. */
    async queue(query: OperatorQueueQuery, audit: AuditContext): Promise<OperatorServiceRequestList> {
      const now = clock.now();
      const after = query.cursor === undefined ? undefined : decodeInstantCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new HttpError(400, BAD_CURSOR);
      const [rows, atRisk, overdue] = await Promise.all([
        repo.queuePage(db, queueFilter(query, now), query.limit + 1, after),
        repo.countQueue(db, queueFilter({ ...query, deadline: 'em-risco' }, now)),
        repo.countQueue(db, queueFilter({ ...query, deadline: 'atrasado' }, now)),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > query.limit && last ? encodeInstantCursor({ at: last.respondBy.getTime(), seq: last.seq }) : null;
      const accountIds = items.map((row) => row.accountId);
      const [details, names, numbers, dependants] = await Promise.all([
        withDetails(db, items, now),
        accountNames(db, accountIds),
        memberNumbers(db, accountIds),
        dependantFacesOf(
          db,
          items.flatMap((row) => (row.personId ? [row.personId] : [])),
        ),
      ]);
      const result: OperatorServiceRequest[] = details.map((request, index) => {
        const accountId = items[index]?.accountId ?? '';
        // A dependant's request: the person it is for, by their own card's number.
        const dependant = dependants.get(items[index]?.personId ?? '');
        if (dependant) return { ...request, subscriber: dependant };
        return {
          ...request,
          subscriber: names.has(accountId)
            ? { name: names.get(accountId) ?? '', memberNumber: numbers.get(accountId) ?? '' }
            : { name: '', memberNumber: '' },
        };
      });
      // What the page shows of each subscriber is a read of their data (LGPD art. 37): on the log first.
      await recordSubscriberReads(db, audit, items, 'serviceRequests', now);
      return { items: result, nextCursor, atRisk, overdue };
    },
  };
}
