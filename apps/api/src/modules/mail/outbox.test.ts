import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { ManualClock } from '#api/lib/clock.js';
import { createSmtpMailer, type Mailer, type MailMessage } from '#api/lib/mail/mailer.js';
import { mailOutbox } from '#api/db/schema/mail.js';
import { backoffMs, createOutbox, MAX_ATTEMPTS, type PushTransport } from './service.js';
import { createSealer } from './sealed-text.js';

let database: TestDatabase;
let smtp: SmtpCapture;
const sealer = createSealer('outbox-test-secret-0123456789abcdef0123');
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  smtp = await startSmtpCapture({ rejectRecipient: (address) => address.startsWith('rejeitado@') });
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});

describe('mail outbox', () => {
  it('delivers through a real SMTP server and erases the stored body', async () => {
    const clock = new ManualClock();
    const mailer = createSmtpMailer(smtp.url, 'Game Assist <nao-responda@gameassist.local>');
    const outbox = createOutbox({ db: database.db, mailer, clock, sealer, log: silentLog });
    await database.db.transaction((tx) =>
      outbox.enqueue(tx, { to: 'ana@exemplo.com.br', subject: 'Olá', text: 'Seu código de acesso é: 123456' }),
    );
    expect(await outbox.drain()).toBe(1);
    expect(smtp.received.at(-1)?.to).toEqual(['ana@exemplo.com.br']);
    expect(smtp.received.at(-1)?.raw).toContain('123456');
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.textBody).toBe('');
    mailer.close();
  });

  it('logs and keeps why a real SMTP server refused a message, without the address it quoted', async () => {
    const warnings: unknown[] = [];
    const mailer = createSmtpMailer(smtp.url, 'Game Assist <nao-responda@gameassist.local>');
    const outbox = createOutbox({
      db: database.db,
      mailer,
      clock: new ManualClock(),
      sealer,
      log: { ...silentLog, warn: (obj: unknown) => void warnings.push(obj) },
    });
    const to = 'rejeitado@exemplo.com.br';
    try {
      await database.db.transaction((tx) => outbox.enqueue(tx, { to, subject: 'Olá', text: 'código 123456' }));
      expect(await outbox.drain()).toBe(0);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
      expect(row?.lastError).toContain('550');
      expect(row?.lastError).toContain('[address]');
      expect(row?.lastError).not.toContain(to);
      expect(JSON.stringify(warnings)).toContain('[address]');
      expect(JSON.stringify(warnings)).not.toContain(to);
    } finally {
      mailer.close();
      // Due again after its backoff: out of the way of the next tests' drains.
      await database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, to));
    }
  });

  it('sends nothing when the enqueuing transaction rolls back', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined };
    const outbox = createOutbox({ db: database.db, mailer, clock: new ManualClock(), sealer, log: silentLog });
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, { to: 'x@y.com', subject: 's', text: 't' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await outbox.drain()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it("sends one drain's messages in the order they were written, wherever the rows lie on disk", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined };
    const outbox = createOutbox({ db: database.db, mailer, clock: new ManualClock(), sealer, log: silentLog });
    const to = 'ordem@exemplo.com.br';
    for (const subject of ['Primeira', 'Segunda', 'Terceira'])
      await database.db.transaction((tx) => outbox.enqueue(tx, { to, subject, text: subject }));
    // Rewriting the first row moves its live version past the others on disk, as any update may.
    await database.db
      .update(mailOutbox)
      .set({ lastError: null })
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.subject, 'Primeira')));
    expect(await outbox.drain()).toBe(3);
    expect(sent.map((message) => message.subject)).toEqual(['Primeira', 'Segunda', 'Terceira']);
  });

  it('once started, drains as soon as the enqueuing transaction commits, never before', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined };
    const outbox = createOutbox({ db: database.db, mailer, clock: new ManualClock(), sealer, log: silentLog });
    // An interval longer than the test: only the commit can set the drain off.
    outbox.start(60_000);
    await database.db.transaction(async (tx) => {
      await outbox.enqueue(tx, { to: 'sozinho@exemplo.com.br', subject: 's', text: 't' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toHaveLength(0);
    });
    await vi.waitFor(() => expect(sent.map((message) => message.to)).toEqual(['sozinho@exemplo.com.br']));
    await outbox.stop();
  });

  it('sends mail while a slow push service holds a push, and keeps push rows waiting where push is not set up', async () => {
    await database.db.delete(mailOutbox);
    const mailer = createSmtpMailer(smtp.url, 'Game Assist <nao-responda@gameassist.local>');
    let answerPush = () => undefined as void;
    const pushed: string[] = [];
    const push: PushTransport = {
      send: (subscriptionId) =>
        new Promise<void>((resolve) => {
          answerPush = () => {
            pushed.push(subscriptionId);
            resolve();
          };
        }),
    };
    const outbox = createOutbox({ db: database.db, mailer, push, clock: new ManualClock(), sealer, log: silentLog });
    // The push first: drained in one batch with the mail, it would go first.
    await database.db.transaction(async (tx) => {
      await outbox.enqueuePush(tx, 'assinatura-lenta', '{"title":"Atualização"}');
      await outbox.enqueue(tx, { to: 'codigo@exemplo.com.br', subject: 'Código', text: 'Seu código é 654321' });
    });
    const draining = outbox.drain();
    await vi.waitFor(() => expect(smtp.received.some((mail) => mail.raw.includes('654321'))).toBe(true));
    expect(pushed).toEqual([]);
    answerPush();
    expect(await draining).toBe(2);
    expect(pushed).toEqual(['assinatura-lenta']);
    mailer.close();

    const withoutPush = createOutbox({ db: database.db, mailer, clock: new ManualClock(), sealer, log: silentLog });
    await database.db.transaction((tx) => withoutPush.enqueuePush(tx, 'sem-push', '{}'));
    expect(await withoutPush.drain()).toBe(0);
    const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'sem-push'));
    expect(waiting).toMatchObject({ attempts: 0, failedAt: null, lastError: null });
  });

  it('retries with backoff and finally gives up, logging the cause', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const errors: string[] = [];
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        calls += 1;
        throw new Error('connection refused');
      },
      close: () => undefined,
    };
    const outbox = createOutbox({
      db: database.db,
      mailer: failing,
      clock,
      sealer,
      log: { ...silentLog, error: (_obj: unknown, message?: string) => void errors.push(message ?? '') },
    });
    await database.db.transaction((tx) => outbox.enqueue(tx, { to: 'retry@y.com', subject: 's', text: 't' }));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await outbox.drain();
      expect(calls).toBe(attempt);
      // Not due again before its backoff has passed.
      await outbox.drain();
      expect(calls).toBe(attempt);
      clock.advance(backoffMs(attempt) + 1);
    }
    expect(errors).toEqual(['outbox message could not be sent: giving up']);
    clock.advance(24 * 60 * 60_000);
    await outbox.drain();
    expect(calls).toBe(MAX_ATTEMPTS);
  });
});
