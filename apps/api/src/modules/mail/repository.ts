import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { mailOutbox } from '#api/db/schema/mail.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type OutboxChannel = OutboxRow['channel'];

/** Up to `limit` due messages of a channel, locked for the caller's transaction; rows another drainer holds are skipped. */
export const lockDue = (tx: Executor, channel: OutboxChannel, now: Date, limit: number) =>
  tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.channel, channel),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/**
 * Claims the rows until `leaseUntil` ((id, attempts) names the claim), in the order written: RETURNING gives
 * disk order, and a person's mails must arrive as they were sent.
 */
export async function claim(tx: Executor, ids: number[], leaseUntil: Date): Promise<OutboxRow[]> {
  const rows = await tx
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, ids))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The row as long as it is still the claim that read it. */
const ours = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

/** Extends the claim; false when the row has since passed to another drainer or been settled. */
export async function renewClaim(db: Executor, row: OutboxRow, leaseUntil: Date): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(ours(row), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    .returning({ id: mailOutbox.id });
  return renewed.length === 1;
}

/** Sent: the body is erased. */
export async function markSent(db: Executor, row: OutboxRow, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, textBody: '', lastError: null }).where(ours(row));
}

/** A failed try: either given up (`failedAt`, body erased) or retried at `nextAttemptAt`. */
export async function recordFailure(
  db: Executor,
  row: OutboxRow,
  outcome: { failedAt: Date; textBody: ''; lastError: string } | { nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(ours(row));
}

export interface NewMessage {
  channel?: OutboxChannel;
  recipient: string;
  subject: string;
  textBody: string;
  nextAttemptAt: Date;
}

export async function insertMessage(tx: Executor, message: NewMessage): Promise<void> {
  await tx.insert(mailOutbox).values(message);
}

/** Retention: messages sent or given up on before `before` go (their bodies went when they finished). */
export async function deleteFinishedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before)),
        and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, before)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** A deleted account's mail, sent or not: nothing more goes to the address but the last mail. */
export async function forgetMailTo(tx: Executor, recipient: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

/** The e-mails to an address, newest first: subject and times only, never the body (the staff's look-up, #67). */
export async function mailSubjectsTo(db: Executor, recipient: string, limit: number) {
  return db
    .select({
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.channel, 'mail')))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
