import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { openDatabase, type DatabaseHandle } from '#api/db/client.js';
import { mailOutbox } from '#api/db/schema/mail.js';
import { ManualClock } from '#api/lib/clock.js';
import { createSmtpMailer, type Mailer, type MailMessage } from '#api/lib/mail/mailer.js';
import { createTestDatabase, defaultPostgresSettings, type TestDatabase } from '#api/test/database.js';
import { createOutbox, LEASE_MS, type Outbox } from './service.js';
import { createSealer } from './sealed-text.js';

/**
 * Several drainers, each on its own connection pool as separate processes would be, draining one
 * PostgreSQL outbox at once: every message leaves exactly once, through a real SMTP server.
 */
const DRAINERS = 4;
const MESSAGES = 80;
const sealer = createSealer('outbox-drainers-secret-0123456789abcdef');
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: TestDatabase;
let smtp: SmtpCapture;
const pools: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ postgres: true, seed: false });
  smtp = await startSmtpCapture();
  for (let i = 0; i < DRAINERS; i += 1) {
    pools.push(await openDatabase({ ...defaultPostgresSettings(), databaseUrl: database.url, dataDir: 'memory://' }));
  }
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
  await smtp?.close();
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
});

function drainerOn(pool: DatabaseHandle, mailer: Mailer, clock: ManualClock): Outbox {
  return createOutbox({ db: pool.db, mailer, clock, sealer, log: silentLog });
}

async function enqueue(outbox: Outbox, messages: MailMessage[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const message of messages) await outbox.enqueue(tx, message);
  });
}

describe('mail outbox with several drainers on PostgreSQL', () => {
  it('sends each message exactly once when drainers run in parallel', async () => {
    const clock = new ManualClock();
    // Two drainers per pool: each pool stands for a process, each drainer for its outbox loop.
    const mailers = [...pools, ...pools].map(() =>
      createSmtpMailer(smtp.url, 'Game Assist <nao-responda@gameassist.local>'),
    );
    const drainers = [...pools, ...pools].map((pool, i) => drainerOn(pool, mailers[i] as Mailer, clock));
    const recipients = Array.from({ length: MESSAGES }, (_, i) => `pessoa-${i}@exemplo.com.br`);
    await enqueue(
      drainers[0] as Outbox,
      recipients.map((to) => ({ to, subject: 'Olá', text: `mensagem para ${to}` })),
    );

    const counts = await Promise.all(drainers.map((drainer) => drainer.drain()));
    for (const mailer of mailers) mailer.close();

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(MESSAGES);
    expect(smtp.received).toHaveLength(MESSAGES);
    expect(new Set(smtp.received.flatMap((mail) => mail.to))).toEqual(new Set(recipients));
    expect(await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual([]);
  });

  it("retries a stopped drainer's messages after the lease; its late write changes nothing", async () => {
    const clock = new ManualClock();
    // A drainer that stops mid-send holding its claim, as a process killed while sending would.
    let resumeStopped: () => void = () => undefined;
    const stoppedMailer: Mailer = {
      kind: 'smtp',
      send: () => new Promise<void>((resolve) => (resumeStopped = resolve)),
      close: () => undefined,
    };
    const stopped = drainerOn(pools[0] as DatabaseHandle, stoppedMailer, clock);
    const mailer = createSmtpMailer(smtp.url, 'Game Assist <nao-responda@gameassist.local>');
    const other = drainerOn(pools[1] as DatabaseHandle, mailer, clock);
    await enqueue(other, [{ to: 'lease@exemplo.com.br', subject: 'Olá', text: 'código 123456' }]);

    const stoppedDrain = stopped.drain();
    for (let tries = 0; smtp.received.length === 0 && tries < 100; tries += 1) {
      // Until the stopped drainer holds the claim, the other may still take the message itself.
      const [row] = await database.db.select().from(mailOutbox);
      if (row?.attempts === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await other.drain()).toBe(0);
    clock.advance(LEASE_MS + 1);
    expect(await other.drain()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['lease@exemplo.com.br']]);

    const [sent] = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    resumeStopped();
    expect(await stoppedDrain).toBe(1);
    const [after] = await database.db.select().from(mailOutbox);
    expect(after).toEqual(sent);
    expect(after?.attempts).toBe(2);
    mailer.close();
  });
});
