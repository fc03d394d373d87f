import { dateToBr, webPaths } from '@game-assist/contracts';
import { accountNames } from '#api/modules/accounts/index.js';
import { benefitNames } from '#api/modules/catalogue/index.js';
import { overdueDigestMessage } from '#api/modules/mail/index.js';
import { deadlineDay, isBusinessDay, localDay, startOfLocalDay } from './business-calendar.js';
import type { ServiceRequestDeps } from './deps.js';
import * as repo from './repository.js';

/** The digest goes out on business days from this hour on (São Paulo time). */
export const DIGEST_HOUR = 8;
/** The mail lists at most this many requests and says how many more there are. */
const LISTED = 100;

/** Once a business day from 08:00, one mail of overdue requests: the day's row decides which process queues it. */
export function overdueDigest({ db, clock, outbox, staffMailTo, publicUrl }: ServiceRequestDeps) {
  return async function sendOverdueDigest(): Promise<number> {
    const now = clock.now();
    const today = localDay(now);
    const opens = new Date(startOfLocalDay(today).getTime() + DIGEST_HOUR * 60 * 60_000);
    if (!isBusinessDay(today) || now < opens) return 0;
    return db.transaction(async (tx) => {
      const to = await staffMailTo(tx, 'atendimento');
      if (to.length === 0) return 0;
      const overdue = { status: 'aberto', dueBy: now } as const;
      const [rows, total] = await Promise.all([repo.queuePage(tx, overdue, LISTED), repo.countQueue(tx, overdue)]);
      if (!(await repo.claimDigestDay(tx, today.toISOString().slice(0, 10), total, now)) || total === 0) return 0;
      const [names, benefits] = await Promise.all([
        accountNames(
          tx,
          rows.map((row) => row.accountId),
        ),
        benefitNames(
          tx,
          rows.map((row) => row.coverageId),
        ),
      ]);
      const listed = rows.map((row) => ({
        protocol: row.protocol,
        benefitName: benefits.get(row.coverageId) ?? row.coverageId,
        deadline: dateToBr(deadlineDay(row.respondBy)),
        subscriber: names.get(row.accountId) ?? '',
      }));
      for (const email of to) {
        await outbox.enqueue(tx, overdueDigestMessage(email, listed, total, `${publicUrl}${webPaths.operator}`));
      }
      return total;
    });
  };
}
