import type {
  AuditAction,
  AuditEntry,
  AuditList,
  AuditQuery,
  AuditVerification,
  StaffRole,
} from '@game-assist/contracts';
import type { Database, Executor, Transaction } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import type { StaffActor } from '#api/modules/staff/index.js';
import { entryHash, plainJson, type ChainedFields } from './chain.js';
import * as repo from './repository.js';

/** Who acts, and through which request: the routes make it (`auditContext`), services pass it on. */
export interface AuditContext {
  actor: StaffActor;
  request: { id: string; ip: string };
}

export interface AuditRecord {
  action: AuditAction;
  target: { type: string; id: string };
  /** Only the fields the act changed, as they were and as they became (plain JSON values). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Entries re-hashed per read while verifying. */
const VERIFY_BATCH = 1000;
/** One export holds at most this many entries (narrow the period for more). */
const EXPORT_MAX = 10_000;
const YEAR_MS = 365.25 * 24 * 60 * 60_000;
/** A person filter that is an account id names the actor exactly; anything else is part of an e-mail. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const personFilter = (person: string | undefined): Pick<repo.AuditFilter, 'actorId' | 'email'> => {
  if (!person) return {};
  return ACCOUNT_ID.test(person) ? { actorId: person.toLowerCase() } : { email: person };
};

const chained = (row: repo.AuditRow): ChainedFields => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actorId, email: row.actorEmail, roles: row.actorRoles },
  action: row.action,
  target: { type: row.targetType, id: row.targetId },
  before: row.before ?? null,
  after: row.after ?? null,
  request: { id: row.requestId, ip: row.ip },
});

export const presentEntry = (row: repo.AuditRow): AuditEntry => ({
  id: row.id.toString(),
  actor: { id: row.actorId, email: row.actorEmail, roles: row.actorRoles as StaffRole[] },
  action: row.action as AuditAction,
  target: { type: row.targetType, id: row.targetId },
  before: row.before ?? null,
  after: row.after ?? null,
  request: { id: row.requestId, ip: row.ip },
  at: row.at.toISOString(),
  prevHash: row.prevHash,
  hash: row.hash,
});

/**
 * Appends one entry to the chain inside the caller's transaction: it commits with the act or not at
 * all. The head row stays locked until that transaction ends, so appends from every process queue there.
 */
export async function recordAudit(
  tx: Transaction,
  ctx: AuditContext,
  entry: AuditRecord,
  at: Date,
): Promise<{ id: string; hash: string }> {
  const head = await repo.lockHead(tx);
  const fields: ChainedFields = {
    id: head.lastId + 1n,
    at: new Date(Math.floor(at.getTime())),
    actor: { id: ctx.actor.id, email: ctx.actor.email, roles: [...ctx.actor.roles] },
    action: entry.action,
    target: { type: entry.target.type, id: entry.target.id },
    before: entry.before ? plainJson(entry.before) : null,
    after: entry.after ? plainJson(entry.after) : null,
    request: { id: ctx.request.id, ip: ctx.request.ip },
  };
  const hash = entryHash(head.hash, fields);
  await repo.append(tx, {
    id: fields.id,
    at: fields.at,
    actorId: fields.actor.id,
    actorEmail: fields.actor.email,
    actorRoles: [...fields.actor.roles],
    action: fields.action,
    targetType: fields.target.type,
    targetId: fields.target.id,
    before: fields.before,
    after: fields.after,
    requestId: fields.request.id,
    ip: fields.request.ip,
    prevHash: head.hash,
    hash,
  });
  return { id: fields.id.toString(), hash };
}

/**
 * A staff act sent again with its Idempotency-Key (a double-submitted 'Cortesia', #67): the entry that act wrote,
 * whose `after` holds the key as `idempotencyKey`; undefined the first time. Read under the act's own lock.
 */
export async function auditedWithKey(
  db: Executor,
  action: AuditAction,
  target: { type: string; id: string },
  key: string,
): Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null } | undefined> {
  const row = await repo.entryWithKey(db, action, target, key);
  return row ? { before: row.before ?? null, after: row.after ?? null } : undefined;
}

/**
 * A staff read of subscribers' data (LGPD art. 37): one `assinante.consultar` per subscriber shown, with
 * the ids of what was shown of them under `shown`, in one transaction before the answer is sent.
 */
export async function recordSubscriberReads(
  db: Database,
  ctx: AuditContext,
  rows: readonly { accountId: string; id: string }[],
  shown: string,
  at: Date,
): Promise<void> {
  const seen = new Map<string, string[]>();
  for (const row of rows) seen.set(row.accountId, [...(seen.get(row.accountId) ?? []), row.id]);
  if (seen.size === 0) return;
  await db.transaction(async (tx) => {
    for (const [accountId, ids] of seen) {
      const target = { type: 'assinante', id: accountId };
      await recordAudit(tx, ctx, { action: 'assinante.consultar', target, after: { [shown]: ids } }, at);
    }
  });
}

/** Re-computes the chain from its first remaining entry up to the head read at the start. */
export async function verifyChain(db: Database): Promise<AuditVerification> {
  const head = await repo.readHead(db);
  const upTo = head?.lastId ?? 0n;
  let checked = 0;
  let firstId: bigint | null = null;
  let last: repo.AuditRow | undefined;
  const broken = (id: bigint, reason: string): AuditVerification => ({
    ok: false,
    checked,
    firstId: firstId?.toString() ?? null,
    lastId: last?.id.toString() ?? null,
    broken: { id: id.toString(), reason },
  });
  for (;;) {
    const rows = await repo.chainSlice(db, last?.id ?? 0n, upTo, VERIFY_BATCH);
    for (const row of rows) {
      // A prefix removed by retention while this ran is no break: the entry before is simply gone.
      const follows = !last || row.prevHash === last.hash || !(await repo.entryExists(db, last.id));
      if (!follows) {
        return broken(row.id, `O elo com a entrada ${last?.id} não confere: uma entrada foi removida ou alterada.`);
      }
      if (last && row.prevHash === last.hash && row.id !== last.id + 1n) {
        return broken(row.id, `Faltam entradas entre ${last.id} e ${row.id}.`);
      }
      if (entryHash(row.prevHash, chained(row)) !== row.hash) {
        return broken(row.id, 'O conteúdo desta entrada não confere com o seu hash: ela foi alterada.');
      }
      firstId ??= row.id;
      last = row;
      checked += 1;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  if (head && last && (last.id !== head.lastId || last.hash !== head.hash)) {
    return broken(head.lastId, `A cadeia termina na entrada ${last.id}, mas a última registrada é ${head.lastId}.`);
  }
  return {
    ok: true,
    checked,
    firstId: firstId?.toString() ?? null,
    lastId: last?.id.toString() ?? null,
    broken: null,
  };
}

export function createAuditService(deps: { db: Database; clock: Clock; retentionYears: number }) {
  const { db, clock } = deps;
  /** Newest first, as filtered: a page of `limit` and the next page's cursor. */
  async function list(query: AuditQuery): Promise<AuditList> {
    if (query.de && query.ate && query.de > query.ate) {
      throw new HttpError(400, 'O período começa depois de terminar.');
    }
    const rows = await repo.listEntries(
      db,
      {
        ...personFilter(query.pessoa),
        action: query.acao,
        targetType: query.alvoTipo,
        targetId: query.alvoId || undefined,
        from: query.de ? startOfSaoPauloDay(query.de) : undefined,
        before: query.ate ? startOfSaoPauloDay(addDays(query.ate, 1)) : undefined,
        belowId: query.cursor === undefined ? undefined : BigInt(query.cursor),
      },
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const next = rows.length > query.limit ? page.at(-1) : undefined;
    return { items: page.map(presentEntry), nextCursor: next ? next.id.toString() : null };
  }

  return {
    /** One entry in the act's own transaction (see recordAudit). */
    record: (tx: Transaction, ctx: AuditContext, entry: AuditRecord) => recordAudit(tx, ctx, entry, clock.now()),

    list,

    /** Every entry the filters match, for the CSV; more than `max` is refused, never a file cut short. */
    async exportEntries(query: AuditQuery, max = EXPORT_MAX): Promise<AuditEntry[]> {
      const { items, nextCursor } = await list({ ...query, limit: max, cursor: undefined });
      if (nextCursor !== null) {
        throw new HttpError(
          400,
          `Mais de ${max.toLocaleString('pt-BR')} entradas com estes filtros: escolha um período menor para exportar.`,
        );
      }
      return items;
    },

    verify: () => verifyChain(db),

    /** Retention (AUDIT_RETENTION_YEARS): the whole prefix of entries older than that goes; the rest still verifies. */
    async prune(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - deps.retentionYears * YEAR_MS);
      return repo.prune(db, cutoff);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
