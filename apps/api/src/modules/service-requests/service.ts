import { createHash } from 'node:crypto';
import {
  CANCELLABLE_STATUSES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type CoverageUsage,
  type CreateServiceRequest,
  type OperatorServiceRequest,
  type ServiceRequestDetail,
  type ServiceRequestRefusal,
  type ServiceRequestStatus,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { decodeCursor, pageOf, type PageCursor } from '#api/lib/page-cursor.js';
import { errorBody, HttpError } from '#api/lib/http-errors.js';
import { accountNames, findAccountById } from '#api/modules/accounts/index.js';
import { benefitNames, findCoverage, findRequestableCoverages } from '#api/modules/catalogue/index.js';
import { memberNumbers, readSubscription } from '#api/modules/membership/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import { localDay } from './business-calendar.js';
import { noticeFor } from './notices.js';
import * as repo from './repository.js';
import { decide, refusalMessage, usageWindow, waitingEnds, type Decision } from './usage-rules.js';

export interface ServiceRequestDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationService;
}

export type CreateOutcome =
  { kind: 'created' | 'replayed'; request: ServiceRequestDetail } | { kind: 'refused'; refusal: ServiceRequestRefusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = 'Atendimento não encontrado.';

function refusal(decision: Exclude<Decision, { allowed: true }>): ServiceRequestRefusal {
  return {
    ...errorBody(422, refusalMessage(decision)),
    code: decision.code,
    ...('availableFrom' in decision ? { availableFrom: decision.availableFrom?.toISOString() ?? null } : {}),
    ...('usage' in decision ? { usage: decision.usage } : {}),
  };
}

/** What was asked, so a reused Idempotency-Key with another request is told apart from a retry. */
const fingerprintOf = (body: CreateServiceRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.coverageId,
        body.note ?? null,
        body.preferredAt ? new Date(body.preferredAt).toISOString() : null,
      ]),
    )
    .digest('base64url');

const present = (row: repo.ServiceRequestRow, benefitName: string) => ({
  id: row.id,
  protocol: row.protocol,
  status: row.status,
  coverage: { id: row.coverageId, benefitName },
  createdAt: row.createdAt.toISOString(),
  preferredAt: row.preferredAt?.toISOString() ?? null,
  note: row.note,
});

export function createServiceRequestService({ db, clock, notifications }: ServiceRequestDeps) {
  async function withDetails(executor: Executor, rows: repo.ServiceRequestRow[]): Promise<ServiceRequestDetail[]> {
    const [names, events] = await Promise.all([
      benefitNames(
        executor,
        rows.map((row) => row.coverageId),
      ),
      repo.historyOf(
        executor,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      ...present(row, names.get(row.coverageId) ?? row.coverageId),
      history: events
        .filter((event) => event.requestId === row.id)
        .map((event) => ({ status: event.status, at: event.at.toISOString(), by: event.actor, note: event.note })),
    }));
  }

  async function detail(executor: Executor, row: repo.ServiceRequestRow): Promise<ServiceRequestDetail> {
    const [request] = await withDetails(executor, [row]);
    if (!request) throw new Error('request vanished');
    return request;
  }

  /** Moves a locked request to `status`, records who did it, and tells its subscriber. */
  async function move(
    tx: Executor,
    row: repo.ServiceRequestRow,
    status: ServiceRequestStatus,
    actor: { by: 'assinante' | 'operador'; accountId: string; note?: string | undefined },
  ) {
    const now = clock.now();
    await repo.setStatus(tx, row.id, status, now);
    await repo.insertEvent(tx, {
      requestId: row.id,
      status,
      actor: actor.by,
      actorAccountId: actor.accountId,
      note: actor.note ?? null,
      at: now,
    });
    const coverage = await findCoverage(tx, row.coverageId);
    await notifications.notify(tx, row.accountId, {
      ...noticeFor(
        status,
        { protocol: row.protocol, benefitName: coverage?.benefitName ?? row.coverageId },
        actor.note,
      ),
      serviceRequestId: row.id,
    });
    return detail(tx, { ...row, status, updatedAt: now });
  }

  async function page<T extends { seq: number }>(
    cursor: string | undefined,
    limit: number,
    fetch: (after: PageCursor | undefined) => Promise<T[]>,
  ) {
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !after) throw new HttpError(400, 'Cursor inválido.');
    return pageOf(await fetch(after), limit);
  }

  return {
    /** Under the subscription's row lock, so a retry finds the first request. */
    async create(accountId: string, body: CreateServiceRequest, idempotencyKey: string): Promise<CreateOutcome> {
      const now = clock.now();
      const coverage = await findCoverage(db, body.coverageId);
      if (!coverage) throw new HttpError(404, 'Cobertura não encontrada.');
      const fingerprint = fingerprintOf(body);
      const outcome = await db.transaction(async (tx): Promise<CreateOutcome> => {
        const subscription = await readSubscription(tx, accountId, { forUpdate: true });
        const earlier = await repo.findByIdempotencyKey(tx, accountId, idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint === fingerprint) return { kind: 'replayed', request: await detail(tx, earlier) };
          return {
            kind: 'refused',
            refusal: {
              ...errorBody(422, 'Esta chave de idempotência já foi usada em outro pedido.'),
              code: 'chave-reutilizada',
            },
          };
        }
        // After the replay check: a retry of a request made in time gets its first answer, even late.
        if (body.preferredAt && new Date(body.preferredAt) <= now) {
          throw new HttpError(400, 'A data preferida precisa ser no futuro.');
        }
        if (!coverage.rules) {
          return {
            kind: 'refused',
            refusal: { ...errorBody(422, 'Este benefício não é solicitado pelo app.'), code: 'nao-solicitavel' },
          };
        }
        if (!subscription) return { kind: 'refused', refusal: refusal({ allowed: false, code: 'assinatura-inativa' }) };
        const window = coverage.rules.usage.kind === 'quantidade' ? usageWindow(coverage.rules.usage, now) : undefined;
        const used = window ? await repo.countUses(tx, accountId, coverage.id, window.from, window.to) : 0;
        const decision = decide({ rules: coverage.rules, subscription, now, used });
        if (!decision.allowed) return { kind: 'refused', refusal: refusal(decision) };

        const row = await repo.insertRequest(tx, {
          protocolYear: localDay(now).getUTCFullYear(),
          accountId,
          coverageId: coverage.id,
          status: 'aberto',
          note: body.note || null,
          preferredAt: body.preferredAt ? new Date(body.preferredAt) : null,
          idempotencyKey,
          fingerprint,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertEvent(tx, {
          requestId: row.id,
          status: 'aberto',
          actor: 'assinante',
          actorAccountId: accountId,
          at: now,
        });
        await notifications.notify(tx, accountId, {
          ...noticeFor('aberto', { protocol: row.protocol, benefitName: coverage.benefitName }),
          serviceRequestId: row.id,
        });
        return {
          kind: 'created',
          request: {
            ...present(row, coverage.benefitName),
            history: [{ status: 'aberto', at: now.toISOString(), by: 'assinante', note: null }],
          },
        };
      });
      return outcome;
    },

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

    /** The subscriber cancels while nothing has started; the slot is theirs again. */
    async cancel(accountId: string, id: string, reason?: string) {
      if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
      const request = await db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id, accountId);
        if (!row) throw new HttpError(404, NOT_FOUND);
        if (!CANCELLABLE_STATUSES.includes(row.status)) {
          throw new HttpError(
            409,
            `Este atendimento está ${STATUS_LABELS[row.status].toLowerCase()} e não pode mais ser cancelado.`,
          );
        }
        return move(tx, row, 'cancelado', { by: 'assinante', accountId, note: reason });
      });
      return request;
    },

    async usage(accountId: string): Promise<CoverageUsage[]> {
      const now = clock.now();
      const [subscription, coverages] = await Promise.all([
        readSubscription(db, accountId),
        findRequestableCoverages(db),
      ]);
      const year = usageWindowStart(now);
      const [recent, lifetime] = await Promise.all([
        repo.usesSince(db, accountId, year),
        repo.lifetimeUses(db, accountId),
      ]);
      const lifetimeByCoverage = new Map(lifetime.map((row) => [row.coverageId, row.uses]));
      return coverages.flatMap(({ id, rules }) => {
        if (!rules) return [];
        let used = 0;
        if (rules.usage.kind === 'quantidade') {
          const window = usageWindow(rules.usage, now);
          used =
            rules.usage.period === 'vida'
              ? (lifetimeByCoverage.get(id) ?? 0)
              : recent.filter(
                  (use) =>
                    use.coverageId === id &&
                    (!window.from || use.createdAt >= window.from) &&
                    (!window.to || use.createdAt < window.to),
                ).length;
        }
        const waitingUntil = subscription ? waitingEnds(rules.waiting, subscription.startedAt) : null;
        const decision: Decision = subscription
          ? decide({ rules, subscription, now, used })
          : { allowed: false, code: 'assinatura-inativa' };
        return [
          {
            coverageId: id,
            rules,
            used,
            waitingUntil: waitingUntil?.toISOString() ?? null,
            availableFrom: 'availableFrom' in decision ? (decision.availableFrom?.toISOString() ?? null) : null,
            blocked: decision.allowed ? null : decision.code,
          },
        ];
      });
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

    /** An operator moves a request along its lifecycle; a move it does not allow is a 409. */
    async changeStatus(operatorId: string, id: string, status: ServiceRequestStatus, note?: string) {
      if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
      const request = await db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id);
        if (!row) throw new HttpError(404, NOT_FOUND);
        if (!STATUS_TRANSITIONS[row.status].includes(status)) {
          throw new HttpError(
            409,
            `Não é possível passar de "${STATUS_LABELS[row.status]}" para "${STATUS_LABELS[status]}".`,
          );
        }
        return move(tx, row, status, { by: 'operador', accountId: operatorId, note });
      });
      return request;
    },

    async isOperator(accountId: string, operatorEmails: ReadonlySet<string>) {
      if (operatorEmails.size === 0) return false;
      const account = await findAccountById(db, accountId);
      return account !== undefined && operatorEmails.has(account.email);
    },
  };
}

/** The earliest instant any monthly or yearly window can start at `now`: 1 January, São Paulo time. */
function usageWindowStart(now: Date) {
  return usageWindow({ kind: 'quantidade', count: 1, period: 'ano' }, now).from ?? now;
}

export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
