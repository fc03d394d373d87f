import { and, asc, desc, eq, gt, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '#api/db/client.js';
import { auditChainHead, auditLog } from '#api/db/schema/audit.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

const HEAD = 1;

/** The chain's head, locked until the transaction ends: appends from every process take turns here. */
export async function lockHead(tx: Transaction): Promise<{ lastId: bigint; hash: string }> {
  const [head] = await tx
    .select({ lastId: auditChainHead.lastId, hash: auditChainHead.hash })
    .from(auditChainHead)
    .where(eq(auditChainHead.id, HEAD))
    .for('update');
  if (!head) throw new Error('audit_chain_head has no row (migration 0018)');
  return head;
}

export const readHead = async (db: Executor) =>
  (
    await db
      .select({ lastId: auditChainHead.lastId, hash: auditChainHead.hash })
      .from(auditChainHead)
      .where(eq(auditChainHead.id, HEAD))
  )[0];

export async function append(tx: Transaction, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
  await tx.update(auditChainHead).set({ lastId: row.id, hash: row.hash }).where(eq(auditChainHead.id, HEAD));
}

export interface AuditFilter {
  /** The actor's account id, exactly. */
  actorId?: string;
  /** Part of the actor's e-mail, any case. */
  email?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  before?: Date;
  /** Entries older than this id (the page cursor). */
  belowId?: bigint;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, at most `limit`. */
export function listEntries(db: Executor, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.email) where.push(ilike(auditLog.actorEmail, likePattern(filter.email)));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.before) where.push(lt(auditLog.at, filter.before));
  if (filter.belowId !== undefined) where.push(lt(auditLog.id, filter.belowId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** The chain in order, from just after `afterId`, up to `upToId`. */
export const chainSlice = (db: Executor, afterId: bigint, upToId: bigint, limit: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, afterId), lte(auditLog.id, upToId)))
    .orderBy(asc(auditLog.id))
    .limit(limit);

/** The newest entry of `action` on the target whose `after` holds `key` under `idempotencyKey`. */
export const entryWithKey = async (db: Executor, action: string, target: { type: string; id: string }, key: string) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, target.type),
          eq(auditLog.targetId, target.id),
          eq(auditLog.action, action),
          sql`${auditLog.after} ->> 'idempotencyKey' = ${key}`,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

export const entryExists = async (db: Executor, id: bigint) =>
  (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id))).length > 0;

/** Removes the whole prefix of entries older than `cutoff` (the database function decides; 0018). */
export async function prune(db: Executor, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`select audit_log_prune(${cutoff.toISOString()}::timestamptz) as removed`);
  const rows = (result as unknown as { rows: { removed: string | number }[] }).rows;
  return Number(rows[0]?.removed ?? 0);
}
