import { HttpError } from '#api/lib/http-errors.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import { readCoverage } from '#api/modules/catalogue/index.js';
import type { ServiceRequestDeps } from './deps.js';
import { messageNotice } from './notices.js';
import * as repo from './repository.js';
import { recipientsOf, scopeOf } from './scope.js';
import { detail, NOT_FOUND, UUID } from './request-details.js';

/** Messages about a request, text only: the subscriber's reach the queue, the central's also notify the subscriber. */
export function requestMessages({ db, clock, notifications }: ServiceRequestDeps) {
  async function write(
    id: string,
    author: { by: 'assinante' | 'operador'; accountId: string },
    text: string,
    audit?: AuditContext,
  ) {
    if (!UUID.test(id)) throw new HttpError(404, NOT_FOUND);
    return db.transaction(async (tx) => {
      // Locked like a status change, so the timeline's order is the order things happened in.
      const row = await repo.lockRequest(
        tx,
        id,
        author.by === 'assinante' ? await scopeOf(tx, author.accountId) : undefined,
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      const now = clock.now();
      await repo.insertMessage(tx, {
        requestId: row.id,
        actor: author.by,
        actorAccountId: author.accountId,
        text,
        at: now,
      });
      if (author.by === 'operador') {
        const coverage = await readCoverage(tx, row.coverageId);
        const names = { protocol: row.protocol, benefitName: coverage?.benefitName ?? row.coverageId };
        for (const recipient of await recipientsOf(tx, row)) {
          await notifications.notify(tx, recipient, { ...messageNotice(names, text), serviceRequestId: row.id });
        }
      }
      if (audit) {
        const entry = { action: 'atendimento.mensagem' as const, target: { type: 'atendimento', id: row.id } };
        await recordAudit(tx, audit, { ...entry, after: { characters: text.length } }, now);
      }
      return detail(tx, row, now);
    });
  }

  return {
    /** The subscriber writes about one of their own requests (another's is not found). */
    sendMessage: (accountId: string, id: string, text: string) => write(id, { by: 'assinante', accountId }, text),
    /** An operator writes to the subscriber of any request. */
    sendOperatorMessage: (audit: AuditContext, id: string, text: string) =>
      write(id, { by: 'operador', accountId: audit.actor.id }, text, audit),
  };
}
