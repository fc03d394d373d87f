import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { redactLogText } from '../../lib/logging.js';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.js';
import type { Sealer } from './sealed-text.js';

export const MAX_ATTEMPTS = 6;
/** How long a claimed message is reserved for the sender before another drain may retry it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

/** 5 s, 10 s, 20 s, ... between tries. */
export function backoffMs(attempts: number): number {
  return 5_000 * 2 ** Math.max(0, attempts - 1);
}

export interface Outbox {
  /** Writes the message in the caller's transaction: it is sent only if that commits. */
  enqueue(tx: Executor, message: MailMessage): Promise<void>;
  /** Sends what is due now; resolves when this round is done. */
  drain(): Promise<number>;
  /** Asks for a drain soon (after a commit), without waiting for it. */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutbox(deps: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  sealer: Sealer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}): Outbox {
  const { db, mailer, clock, sealer, log } = deps;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function claim() {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: sealer.open(row.textBody) });
      await db
        .update(mailOutbox)
        .set({ sentAt: clock.now(), textBody: '', lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      // Kept in the row and logged as a field, so cleaned as the logger cleans messages: no query
      // parameters, no address a mail server quoted in its rejection (the row keeps its recipient).
      const cause = redactLogText(error instanceof Error ? error.message : String(error));
      const final = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set(
          final
            ? { failedAt: clock.now(), textBody: '', lastError: cause }
            : { nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)), lastError: cause },
        )
        .where(eq(mailOutbox.id, row.id));
      if (final) log.error({ mailId: row.id, attempts: row.attempts, cause }, 'mail could not be sent: giving up');
      else log.warn({ mailId: row.id, attempts: row.attempts, cause }, 'mail send failed: will retry');
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const row of batch) if (await sendOne(row)) sent += 1;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox drain failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async enqueue(tx, message) {
      await tx.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: sealer.seal(message.text),
        nextAttemptAt: clock.now(),
      });
    },
    drain,
    kick() {
      if (!stopped) setImmediate(() => void drain());
    },
    start(intervalMs = 2_000) {
      stopped = false;
      timer = setInterval(() => void drain(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
