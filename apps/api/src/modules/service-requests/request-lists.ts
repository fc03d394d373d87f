import type { OperatorServiceRequest, ServiceRequestStatus } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { decodeCursor, pageOf, type PageCursor } from '#api/lib/page-cursor.js';
import { accountNames } from '#api/modules/accounts/index.js';
import { memberNumbers } from '#api/modules/membership/index.js';
import type { ServiceRequestDeps } from './deps.js';
import * as repo from './repository.js';
import { detail, NOT_FOUND, UUID, withDetails } from './request-details.js';

async function page<T extends { seq: number }>(
  cursor: string | undefined,
  limit: number,
  fetch: (after: PageCursor | undefined) => Promise<T[]>,
) {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !after) throw new HttpError(400, 'Cursor inválido.');
  return pageOf(await fetch(after), limit);
}

/** The subscriber's own requests, and the operators' queue. */
export function requestLists({ db }: ServiceRequestDeps) {
  return {
    async list(accountId: string, limit: number, cursor?: string) {
      const { items, nextCursor } = await page(cursor, limit, (after) =>
        repo.listRequests(db, { accountId }, limit + 1, after),
      );
      return { items: await withDetails(db, items), nextCursor };
    },

    /** One of the account's requests; another account's is not found (never "forbidden"). */
    async get(accountId: string, id: string) {
      const row = UUID.test(id) ? await repo.findRequest(db, id, accountId) : undefined;
      if (!row) throw new HttpError(404, NOT_FOUND);
      return detail(db, row);
    },

    async queue(limit: number, cursor?: string, status?: ServiceRequestStatus) {
      const { items, nextCursor } = await page(cursor, limit, (after) =>
        repo.listRequests(db, { status }, limit + 1, after),
      );
      const accountIds = items.map((row) => row.accountId);
      const [details, names, numbers] = await Promise.all([
        withDetails(db, items),
        accountNames(db, accountIds),
        memberNumbers(db, accountIds),
      ]);
      const result: OperatorServiceRequest[] = details.map((request, index) => {
        const accountId = items[index]?.accountId ?? '';
        return {
          ...request,
          subscriber: names.has(accountId)
            ? { name: names.get(accountId) ?? '', memberNumber: numbers.get(accountId) ?? '' }
            : { name: '', memberNumber: '' },
        };
      });
      return { items: result, nextCursor };
    },
  };
}
