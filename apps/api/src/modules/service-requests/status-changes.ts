import {
  CANCELLABLE_STATUSES,
  REASON_REQUIRED_STATUSES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type ServiceRequestStatus,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import { readCoverage } from '#api/modules/catalogue/index.js';
import type { ServiceRequestDeps } from './deps.js';
import { noticeFor } from './notices.js';
import * as repo from './repository.js';
import { recipientsOf, scopeOf } from './scope.js';
import { detail, NOT_FOUND, UUID } from './request-details.js';

const MISSING_REASON = {
  recusado: 'Escreva o motivo da recusa: o assinante precisa saber por quê.',
  cancelado: 'Escreva o motivo do cancelamento: o assinante precisa saber por quê.',
} as const;

/** A request moving along its lifecycle: by its subscriber (cancel) or by an operator. */
export function statusChanges({ db, clock, notifications }: ServiceRequestDeps) {
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
    const coverage = await readCoverage(tx, row.coverageId);
    const benefitName = coverage?.benefitName ?? row.coverageId;
    for (const recipient of await recipientsOf(tx, row)) {
      await notifications.notify(tx, recipient, {
        ...noticeFor(status, { protocol: row.protocol, benefitName }, actor.note),
        serviceRequestId: row.id,
      });
    }
    return detail(tx, { ...row, status, updatedAt: now }, now);
  }

  return {
    /** The subscriber cancels while nothing has started; the slot is theirs again. */
    async cancel(accountId: string, id: string, reason?: string) {
      if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
      return db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id, await scopeOf(tx, accountId));
        if (!row) throw new HttpError(404, NOT_FOUND);
        if (!CANCELLABLE_STATUSES.includes(row.status)) {
          throw new HttpError(
            409,
            `Este atendimento está ${STATUS_LABELS[row.status].toLowerCase()} e não pode mais ser cancelado.`,
          );
        }
        return move(tx, row, 'cancelado', { by: 'assinante', accountId, note: reason });
      });
    },

    /** An operator moves a request along its lifecycle; a move it does not allow is a 409, a refusal without its reason a 400. */
    async changeStatus(audit: AuditContext, id: string, status: ServiceRequestStatus, note?: string) {
      if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
      if (REASON_REQUIRED_STATUSES.includes(status) && !note) {
        throw new HttpError(400, MISSING_REASON[status === 'recusado' ? 'recusado' : 'cancelado']);
      }
      return db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id);
        if (!row) throw new HttpError(404, NOT_FOUND);
        if (!STATUS_TRANSITIONS[row.status].includes(status)) {
          throw new HttpError(
            409,
            `Não é possível passar de "${STATUS_LABELS[row.status]}" para "${STATUS_LABELS[status]}".`,
          );
        }
        const moved = await move(tx, row, status, { by: 'operador', accountId: audit.actor.id, note });
        await recordAudit(
          tx,
          audit,
          {
            action: 'atendimento.atualizar',
            target: { type: 'atendimento', id },
            before: { status: row.status },
            after: { status, reason: Boolean(note) },
          },
          clock.now(),
        );
        return moved;
      });
    },
  };
}
