import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '#api/db/after-commit.js';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { redactLogText } from '#api/lib/logging.js';
import type { Mailer, MailMessage } from '#api/lib/mail/mailer.js';
import * as repo from './repository.js';
import type { Sealer } from './sealed-text.js';

export const MAX_ATTEMPTS = 6;
/** A drainer that crashed holding a claim has its messages retried after this. */
export const LEASE_MS = 2 * 60_000;
/** A claim older than this is renewed before its message is sent (a send is bounded far below). */
const RENEW_AFTER_MS = LEASE_MS / 2;
const BATCH = 10;

export function backoffMs(attempts: number): number {
  return 5_000 * 2 ** Math.max(0, attempts - 1);
}

/** Sends one web push; resolves when it is done with (delivered, or the subscription is gone), throws to retry. */
export interface PushTransport {
  send(subscriptionId: string, payload: string): Promise<void>;
}

export interface Outbox {
  /** Writes the message in the caller's transaction: sent only if that commits, and (once started) right after. */
  enqueue(tx: Executor, message: MailMessage): Promise<void>;
  /** The same for a web push to one device (its subscription's id), once across processes as mail is. */
  enqueuePush(tx: Executor, subscriptionId: string, payload: string): Promise<void>;
  /** The same for a wallet pass's update (an APNs push, a Google Wallet PATCH): `recipient` names it for its transport. */
  enqueueWallet(tx: Executor, recipient: string, payload: string): Promise<void>;
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutbox(deps: {
  db: Database;
  mailer: Mailer;
  /** Without it, push rows wait (they are only written where push is set up). */
  push?: PushTransport;
  /** Sends wallet rows (modules/wallet); without it they wait. */
  wallet?: PushTransport;
  clock: Clock;
  sealer: Sealer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}): Outbox {
  const { db, mailer, push, wallet, clock, sealer, log } = deps;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** (id, attempts) names a claim, fencing later writes once the row has passed on (decision 010). */
  async function claim(channel: repo.OutboxChannel) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await repo.lockDue(tx, channel, now, BATCH);
      if (due.length === 0) return [];
      return repo.claim(
        tx,
        due.map((row) => row.id),
        new Date(now.getTime() + LEASE_MS),
      );
    });
  }

  type Claimed = repo.OutboxRow;

  /** True while the claim still holds: renewed first when a batch has taken long to get here. */
  async function stillOurs(row: Claimed, claimedAt: number): Promise<boolean> {
    if (clock.now().getTime() - claimedAt < RENEW_AFTER_MS) return true;
    return repo.renewClaim(db, row, new Date(clock.now().getTime() + LEASE_MS));
  }

  async function sendOne(row: Claimed, claimedAt: number): Promise<boolean> {
    if (!(await stillOurs(row, claimedAt))) return false;
    try {
      if (row.channel !== 'mail') {
        const transport = row.channel === 'push' ? push : wallet;
        if (!transport) throw new Error(`no ${row.channel} transport`);
        await transport.send(row.recipient, sealer.open(row.textBody));
      } else await mailer.send({ to: row.recipient, subject: row.subject, text: sealer.open(row.textBody) });
      await repo.markSent(db, row, clock.now());
      return true;
    } catch (error) {
      // Kept in the row and logged as a field: cleaned as the logger cleans messages.
      const cause = redactLogText(error instanceof Error ? error.message : String(error));
      const final = row.attempts >= MAX_ATTEMPTS;
      await repo.recordFailure(
        db,
        row,
        final
          ? { failedAt: clock.now(), textBody: '', lastError: cause }
          : { nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)), lastError: cause },
      );
      const what = { mailId: row.id, channel: row.channel, attempts: row.attempts, cause };
      if (final) log.error(what, 'outbox message could not be sent: giving up');
      else log.warn(what, 'outbox send failed: will retry');
      return false;
    }
  }

  async function drainChannel(channel: repo.OutboxChannel): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimedAt = clock.now().getTime();
      const batch = await claim(channel);
      if (batch.length === 0) return sent;
      for (const row of batch) if (await sendOne(row, claimedAt)) sent += 1;
    }
  }

  /** Mail, pushes and wallet updates drain side by side: a slow push service never holds back a sign-in code. */
  async function drainOnce(): Promise<number> {
    // All settle before the drain ends, so `stop()` waits for each; a channel's failure still surfaces.
    const outcomes = await Promise.allSettled([
      drainChannel('mail'),
      push ? drainChannel('push') : 0,
      wallet ? drainChannel('wallet') : 0,
    ]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return outcomes.reduce((sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0), 0);
  }

  /** A started outbox drains as soon as a message's transaction commits; tests drain by hand. */
  function kick() {
    if (timer && !stopped) setImmediate(() => void drain());
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

  async function insert(tx: Executor, row: Omit<repo.NewMessage, 'nextAttemptAt'>) {
    await repo.insertMessage(tx, { ...row, textBody: sealer.seal(row.textBody), nextAttemptAt: clock.now() });
    afterCommit(tx, kick);
  }

  return {
    enqueue: (tx, message) => insert(tx, { recipient: message.to, subject: message.subject, textBody: message.text }),
    enqueuePush: (tx, subscriptionId, payload) =>
      insert(tx, { channel: 'push', recipient: subscriptionId, subject: '', textBody: payload }),
    enqueueWallet: (tx, recipient, payload) =>
      insert(tx, { channel: 'wallet', recipient, subject: '', textBody: payload }),
    drain,
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
