import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, auditVerificationSchema } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { canonicalJson, entryHash, GENESIS_HASH } from './chain.js';
import { createAuditService, recordAudit, verifyChain, type AuditContext } from './service.js';

const ctx: AuditContext = {
  actor: { id: '00000000-0000-4000-8000-000000000001', email: 'central@exemplo.com.br', roles: ['financeiro'] },
  request: { id: 'req-1', ip: '203.0.113.9' },
};
const act = (n: number) => ({
  action: 'cobranca.confirmar' as const,
  target: { type: 'cobranca', id: `c-${n}` },
  before: { status: 'pendente' },
  after: { status: 'paga', paidAt: new Date(Date.UTC(2026, 10, 26, 17, n)) },
});

const rows = async <T>(db: Database, query: Parameters<Database['execute']>[0]) =>
  (await db.execute(query)) as unknown as { rows: T[] };

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined, so the same entry always hashes the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[1,{"y":null,"z":0}]},"b":1}',
    );
  });
});

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the audit log on %s (#66)', (_name, postgres) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ postgres, seed: false });
    db = database.db;
  });
  afterAll(() => database?.destroy());

  const record = (n: number, at = new Date()) => db.transaction((tx) => recordAudit(tx, ctx, act(n), at));
  const idsAndLinks = async () =>
    (
      await rows<{ id: string; prev_hash: string; hash: string }>(
        db,
        sql`select id::text, prev_hash, hash from audit_log order by audit_log.id`,
      )
    ).rows;

  it('chains each entry to the one before: sha256(previous hash + canonical JSON of the entry)', async () => {
    const first = await record(1);
    const second = await record(2);
    const [a, b] = await idsAndLinks();
    expect(a).toMatchObject({ id: first.id, prev_hash: GENESIS_HASH, hash: first.hash });
    expect(b).toMatchObject({ id: second.id, prev_hash: first.hash, hash: second.hash });
    expect(BigInt(second.id)).toBe(BigInt(first.id) + 1n);
    const listed = auditListSchema.parse(
      await createAuditService({ db, clock: { now: () => new Date() }, retentionYears: 5 }).list({ limit: 1 }),
    );
    const newest = listed.items[0];
    expect(newest).toMatchObject({
      id: second.id,
      action: 'cobranca.confirmar',
      target: { type: 'cobranca', id: 'c-2' },
    });
    expect(newest?.after).toEqual({ status: 'paga', paidAt: '2026-11-26T17:02:00.000Z' });
    expect(listed.nextCursor).toBe(second.id);
    // The hash re-computed by hand from what the API shows.
    const { hash, prevHash, ...fields } = newest!;
    expect(hash).toBe(entryHash(prevHash, { ...fields, id: BigInt(fields.id), at: new Date(fields.at) }));
    expect(await verifyChain(db)).toMatchObject({ ok: true, checked: 2, broken: null });
  });

  it('20 acts at once keep one chain: ids one after another, each linked to the one before', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => record(100 + n)));
    const links = await idsAndLinks();
    for (let i = 1; i < links.length; i += 1) {
      expect(BigInt(links[i]!.id)).toBe(BigInt(links[i - 1]!.id) + 1n);
      expect(links[i]!.prev_hash).toBe(links[i - 1]!.hash);
    }
    expect(auditVerificationSchema.parse(await verifyChain(db))).toMatchObject({ ok: true, checked: links.length });
  });

  it('a failed act leaves no entry, and the chain goes on from the last one kept', async () => {
    const before = await idsAndLinks();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, ctx, act(900), new Date());
        throw new Error('the act failed after its entry');
      }),
    ).rejects.toThrow('the act failed');
    expect(await idsAndLinks()).toEqual(before);
    const next = await record(901);
    expect(BigInt(next.id)).toBe(BigInt(before.at(-1)!.id) + 1n);
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log, and moving its head back', async () => {
    const refused = (query: Parameters<Database['execute']>[0]) => expect(db.execute(query)).rejects.toThrow();
    await refused(sql`update audit_log set actor_email = 'outra@exemplo.com.br' where id = 1`);
    await refused(sql`delete from audit_log where id = 1`);
    await refused(sql`truncate audit_log`);
    await refused(sql`update audit_chain_head set last_id = 0`);
    await refused(sql`delete from audit_chain_head`);
    // A prune younger than a year is refused, whatever the caller asks.
    await refused(sql`select audit_log_prune(now())`);
    expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log where id = 1`)).rows[0]?.n).toBe(
      1,
    );
  });

  it("an entry altered behind the application's back (trigger off, as the owner) is named by verify", async () => {
    const victim = (await idsAndLinks())[3]!;
    const original = (
      await rows<{ after: string }>(db, sql`select after::text from audit_log where id = ${victim.id}::bigint`)
    ).rows[0]!.after;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`update audit_log set after = '{"status":"expirada"}' where id = ${victim.id}::bigint`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const found = await verifyChain(db);
    expect(found).toMatchObject({ ok: false, broken: { id: victim.id } });
    expect(found.broken?.reason).toMatch(/alterada/);
    // Put back, the chain verifies again; a removed entry is named by the one after it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`update audit_log set after = ${original}::jsonb where id = ${victim.id}::bigint`);
      await tx.execute(sql`delete from audit_log where id = ${BigInt(victim.id) + 1n}`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const gap = await verifyChain(db);
    expect(gap).toMatchObject({ ok: false, broken: { id: String(BigInt(victim.id) + 2n) } });
    expect(gap.broken?.reason).toMatch(/removida/);
  });
});

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('retention of the audit log on %s (#66)', (_name, postgres) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ postgres, seed: false });
  });
  afterAll(() => database?.destroy());

  it('removes only the whole prefix older than AUDIT_RETENTION_YEARS, and what is left still verifies', async () => {
    const { db } = database;
    const at = (iso: string) => new Date(iso);
    const write = (n: number, when: string) => db.transaction((tx) => recordAudit(tx, ctx, act(n), at(when)));
    await write(1, '2019-03-01T12:00:00Z');
    await write(2, '2020-06-01T12:00:00Z');
    const kept = await write(3, '2022-01-10T12:00:00Z');
    // Out of order in time (another process's clock): behind a kept entry, it stays.
    await write(4, '2020-12-01T12:00:00Z');
    await write(5, '2026-11-30T12:00:00Z');
    const audit = createAuditService({ db, clock: { now: () => at('2026-12-01T00:00:00Z') }, retentionYears: 5 });
    expect(await audit.prune()).toBe(2);
    const left = (await rows<{ id: string }>(db, sql`select id::text from audit_log order by audit_log.id`)).rows.map(
      (r) => r.id,
    );
    expect(left[0]).toBe(kept.id);
    expect(left).toHaveLength(3);
    expect(await audit.verify()).toMatchObject({ ok: true, checked: 3, firstId: kept.id });
    expect(await audit.prune()).toBe(0);
    // A new entry still follows the head.
    await write(6, '2026-12-01T12:00:00Z');
    expect((await audit.verify()).ok).toBe(true);
  });
});
