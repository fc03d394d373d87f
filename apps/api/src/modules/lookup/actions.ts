import {
  dateToBr,
  instantToBr,
  type AuditAction,
  type CourtesyBody,
  type CourtesyGranted,
  type EndedSubscriberSessions,
  type ReissueCardBody,
  type ReissuedCard,
  type ResentMail,
  type SubscriberActionBody,
} from '@game-assist/contracts';
import type { Database, Transaction } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { auditedWithKey, recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import { endAllSessions, listSessions } from '#api/modules/auth/index.js';
import type { Outbox } from '#api/modules/mail/index.js';
import { reissueCard } from '#api/modules/membership/index.js';
import { resendPixCode, resendReceipt } from '#api/modules/payments/index.js';
import { lockSubscription, type SubscriptionService } from '#api/modules/subscriptions/index.js';
import { heldAccount } from './held-account.js';
import { maskEmail } from './masks.js';

export interface LookupActionDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
  /** Auth's: the ended sessions' access tokens are refused from now on, in every process. */
  sessionsEnded(accountId: string): void;
  /** The subscriptions module's 'Cortesia' (its status history records it). */
  subscriptions: Pick<SubscriptionService, 'grantCourtesy'>;
}

const NO_RECEIPT = 'Nenhum pagamento confirmado nesta conta: não há recibo para reenviar.';
const NO_PIX = 'Não há código PIX pendente nesta conta (nenhuma cobrança PIX a pagar dentro do prazo).';
const NO_CARD = 'Esta conta não tem carteirinha: ela não é titular nem dependente de uma assinatura.';
const NO_DEPENDANT = 'Dependente não encontrado nesta assinatura.';
const OWN_COURTESY = 'Ninguém concede cortesia à própria conta: peça a outra pessoa do financeiro.';
const REUSED_KEY = 'Esta chave de idempotência já foi usada em outro pedido.';

const target = (id: string) => ({ type: 'assinante', id });

/** The actions on a subscriber's page (#67): each in one transaction with its audit entry, the reason on it. */
export function createLookupActions(deps: LookupActionDeps) {
  const { db, clock, outbox } = deps;

  /** The act and its audit entry (`assinante.<acao>`, `motivo` in `after`) commit together or not at all. */
  async function audited<T>(
    id: string,
    audit: AuditContext,
    action: AuditAction,
    motivo: string,
    act: (tx: Transaction, now: Date) => Promise<{ answer: T; after: Record<string, unknown> }>,
  ): Promise<T> {
    await heldAccount(db, id);
    return retryOnConflict(() =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const { answer, after } = await act(tx, now);
        await recordAudit(tx, audit, { action, target: target(id), after: { motivo, ...after } }, now);
        return answer;
      }),
    );
  }

  return {
    /** 'Reenviar recibo': the last paid charge's receipt, to the account's address (409 when nothing was paid). */
    resendReceipt: (id: string, body: SubscriberActionBody, audit: AuditContext): Promise<ResentMail> =>
      audited(id, audit, 'assinante.reenviar-recibo', body.motivo, async (tx) => {
        const sent = await resendReceipt(tx, outbox, id);
        if (!sent) throw new HttpError(409, NO_RECEIPT);
        const sentTo = maskEmail(sent.email);
        return {
          answer: { chargeId: sent.chargeId, sentTo, message: `Recibo reenviado para ${sentTo}.` },
          after: { chargeId: sent.chargeId },
        };
      }),

    /** 'Reenviar código PIX': the pending PIX charge's code still payable (409 when there is none). */
    resendPix: (id: string, body: SubscriberActionBody, audit: AuditContext): Promise<ResentMail> =>
      audited(id, audit, 'assinante.reenviar-pix', body.motivo, async (tx, now) => {
        const sent = await resendPixCode(tx, outbox, id, now, deps.publicUrl);
        if (!sent) throw new HttpError(409, NO_PIX);
        const sentTo = maskEmail(sent.email);
        return {
          answer: { chargeId: sent.chargeId, sentTo, message: `Código PIX reenviado para ${sentTo}.` },
          after: { chargeId: sent.chargeId },
        };
      }),

    /** 'Reemitir carteirinha': a new card `rid`, the old one revoked (its QR stops verifying). */
    reissueCard: (id: string, body: ReissueCardBody, audit: AuditContext): Promise<ReissuedCard> =>
      audited(id, audit, 'assinante.reemitir-carteirinha', body.motivo, async (tx, now) => {
        const card = await reissueCard(tx, id, now, body.dependente);
        if (!card) throw body.dependente ? new HttpError(404, NO_DEPENDANT) : new HttpError(409, NO_CARD);
        return {
          answer: {
            memberNumber: card.memberNumber,
            revokedAt: now.toISOString(),
            message: `Carteirinha reemitida: a anterior deixou de valer em ${instantToBr(now)}.`,
          },
          after: {
            memberNumber: card.memberNumber,
            revokedAt: now.toISOString(),
            ...(body.dependente ? { dependente: body.dependente } : {}),
          },
        };
      }),

    /** 'Encerrar sessões': every sign-in of the account ends, on every device. */
    async endSessions(id: string, body: SubscriberActionBody, audit: AuditContext): Promise<EndedSubscriberSessions> {
      const answer = await audited(id, audit, 'assinante.encerrar-sessoes', body.motivo, async (tx, now) => {
        const live = (await listSessions(tx, id, now)).length;
        await endAllSessions(tx, id, now);
        const message =
          live === 0
            ? 'Nenhuma sessão estava aberta.'
            : `${live} ${live === 1 ? 'sessão encerrada' : 'sessões encerradas'}.`;
        return { answer: { ended: live, message }, after: { ended: live } };
      });
      deps.sessionsEnded(id);
      return answer;
    },

    /**
     * 'Cortesia' (financeiro): `paidUntil` N days on, once per Idempotency-Key (a retry answers the first grant,
     * `replayed`; the key with other days or reason: 422). Nobody grants it to their own account.
     */
    async grantCourtesy(
      id: string,
      body: CourtesyBody,
      key: string,
      audit: AuditContext,
    ): Promise<{ granted: CourtesyGranted; replayed: boolean }> {
      if (id === audit.actor.id) throw new HttpError(403, OWN_COURTESY);
      await heldAccount(db, id);
      return retryOnConflict(() =>
        db.transaction(async (tx) => {
          const now = clock.now();
          // Under the subscription's lock: a double submit waits here, then finds the first grant's entry.
          await lockSubscription(tx, id);
          const earlier = (await auditedWithKey(tx, 'assinante.cortesia', target(id), key))?.after;
          if (earlier) {
            if (earlier.days !== body.dias || earlier.motivo !== body.motivo) {
              throw new HttpError(422, REUSED_KEY, { reason: 'chave-reutilizada' });
            }
            return { granted: presentGrant(earlier), replayed: true };
          }
          const grant = await deps.subscriptions.grantCourtesy(tx, id, { days: body.dias, at: now });
          const after = {
            motivo: body.motivo,
            days: body.dias,
            status: grant.to,
            previousPaidUntil: grant.previousPaidUntil,
            paidUntil: grant.paidUntil,
            idempotencyKey: key,
          };
          const before = { status: grant.from, paidUntil: grant.previousPaidUntil };
          await recordAudit(tx, audit, { action: 'assinante.cortesia', target: target(id), before, after }, now);
          return { granted: presentGrant(after), replayed: false };
        }),
      );
    },
  };
}

/** A grant as answered, from its audit entry's `after` (the first answer and a replay read alike). */
function presentGrant(after: Record<string, unknown>): CourtesyGranted {
  const days = Number(after.days);
  const paidUntil = String(after.paidUntil);
  return {
    days,
    previousPaidUntil: String(after.previousPaidUntil),
    paidUntil,
    status: after.status as CourtesyGranted['status'],
    message: `Cortesia de ${days} ${days === 1 ? 'dia' : 'dias'}: a assinatura está paga até ${dateToBr(paidUntil)}.`,
  };
}

export type LookupActions = ReturnType<typeof createLookupActions>;
