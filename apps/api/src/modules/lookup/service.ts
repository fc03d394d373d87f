import {
  LOOKUP_PAGE_SIZE,
  type LookupKey,
  type RevealedContact,
  type SubscriberRecord,
  type SubscriberSearchQuery,
  type SubscriberSearchResult,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountByEmail, listedAccounts, searchAccounts } from '#api/modules/accounts/index.js';
import { benefitNames } from '#api/modules/catalogue/index.js';
import { recordAudit, type AuditContext, type AuditRecord } from '#api/modules/audit/index.js';
import { listSessions } from '#api/modules/auth/index.js';
import { consentLog } from '#api/modules/consents/index.js';
import { mailSubjectsTo } from '#api/modules/mail/index.js';
import { dependantsForExport, personOf, subscriptionsOfDependant } from '#api/modules/membership/index.js';
import { notificationsForExport } from '#api/modules/notifications/index.js';
import {
  accountOfTxid,
  accountsByPayerCpf,
  autoRenewalView,
  chargePeriod,
  chargesForExport,
  latestPayerCpf,
  refundsForExport,
} from '#api/modules/payments/index.js';
import { accountOfRequestProtocol, requestsForExport } from '#api/modules/service-requests/index.js';
import { accountsByPhone, profileForExport } from '#api/modules/subscriber/index.js';
import {
  accountOfCancellation,
  subscriptionByMemberNumber,
  subscriptionFaces,
  subscriptionForExport,
} from '#api/modules/subscriptions/index.js';
import { heldAccount } from './held-account.js';
import { formatCpf, maskCpf, maskEmail, maskPhone } from './masks.js';
import { exactKeys, searchWords, TEXT_KEY, wholeEmail, type ExactKey } from './search-keys.js';

export interface LookupDeps {
  db: Database;
  clock: Clock;
}

/** How far a search by name pages (offsets beyond it: narrow the search). */
const MAX_OFFSET = 500;
/** The newest notifications and e-mails the page lists. */
const HISTORY_LIMIT = 50;
const BAD_CURSOR = 'Cursor inválido.';

const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = Number(match?.[1]);
  if (!match || offset > MAX_OFFSET) throw new HttpError(400, BAD_CURSOR);
  return offset;
}

const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => id !== undefined))];

async function accountsFor(db: Executor, key: ExactKey): Promise<string[]> {
  switch (key.key) {
    case 'cpf':
      return unique([
        ...(await accountsByPayerCpf(db, key.cpf)),
        ...(await subscriptionsOfDependant(db, { cpf: key.cpf })),
      ]);
    case 'carteirinha':
      return unique([
        (await subscriptionByMemberNumber(db, key.memberNumber))?.accountId,
        ...(await subscriptionsOfDependant(db, { memberNumber: key.memberNumber })),
      ]);
    case 'telefone':
      return accountsByPhone(db, key.digits);
    case 'atendimento':
      return unique([await accountOfRequestProtocol(db, key.protocol)]);
    case 'cancelamento':
      return unique([await accountOfCancellation(db, key.protocol)]);
    case 'pix':
      return unique(await Promise.all(key.txid.map((txid) => accountOfTxid(db, txid))));
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function createLookupService({ db, clock }: LookupDeps) {
  const audited = (audit: AuditContext, entry: AuditRecord) =>
    db.transaction((tx) => recordAudit(tx, audit, entry, clock.now()));

  return {
    /** 'Assinantes': exact keys first (protocols, txid, CPF, member number, phone), else name or e-mail, paged. */
    async search(query: SubscriberSearchQuery, audit: AuditContext): Promise<SubscriberSearchResult> {
      const offset = decodeOffset(query.cursor);
      const found = new Map<string, LookupKey>();
      if (offset === 0) {
        for (const key of exactKeys(query.q)) {
          for (const id of await accountsFor(db, key)) if (!found.has(id)) found.set(id, key.key);
        }
      }
      const email = offset === 0 && found.size === 0 ? wholeEmail(query.q) : undefined;
      const owner = email && (await findAccountByEmail(db, email));
      if (owner && owner.confirmedAt && !owner.deletedAt) found.set(owner.id, TEXT_KEY);
      let nextCursor: string | null = null;
      if (found.size === 0) {
        const rows = await searchAccounts(db, searchWords(query.q), offset, LOOKUP_PAGE_SIZE + 1);
        for (const row of rows.slice(0, LOOKUP_PAGE_SIZE)) found.set(row.id, TEXT_KEY);
        const next = offset + LOOKUP_PAGE_SIZE;
        if (rows.length > LOOKUP_PAGE_SIZE && next <= MAX_OFFSET) nextCursor = encodeOffset(next);
      }
      const ids = [...found.keys()].slice(0, LOOKUP_PAGE_SIZE);
      const accounts = new Map((await listedAccounts(db, ids)).map((row) => [row.id, row]));
      const faces = await subscriptionFaces(db, ids);
      const items = ids.flatMap((id) => {
        const account = accounts.get(id);
        if (!account) return [];
        const face = faces.get(id);
        return [
          {
            id,
            name: `${account.firstName} ${account.lastName}`.trim(),
            maskedEmail: maskEmail(account.email),
            memberNumber: face?.memberNumber ?? null,
            status: face?.status ?? null,
            matchedBy: found.get(id) ?? TEXT_KEY,
          },
        ];
      });
      // Who was shown to whom (LGPD art. 37), never what was typed: it may be a CPF.
      const keys = [...new Set(items.map((item) => item.matchedBy))];
      await audited(audit, {
        action: 'assinante.buscar',
        target: { type: 'busca', id: keys.join(',') || 'nenhum' },
        after: { shown: items.map((item) => item.id) },
      });
      return { items, nextCursor };
    },

    /** The subscriber's page; reading it is an audit entry ('assinante.consultar'), written before the answer. */
    async record(id: string, audit: AuditContext): Promise<SubscriberRecord> {
      const account = await heldAccount(db, id);
      const now = clock.now();
      const profile = await profileForExport(db, id);
      const cpf = await latestPayerCpf(db, id);
      const { subscription, events, cancellations } = await subscriptionForExport(db, id);
      const person = await personOf(db, id);
      const scope =
        person?.kind === 'dependente'
          ? { subscriptionId: person.subscriptionId, personId: person.personId }
          : { subscriptionId: id };
      const notifications = await notificationsForExport(db, id);
      const requests = await requestsForExport(db, scope);
      const benefits = await benefitNames(
        db,
        requests.map((request) => request.coverageId),
      );
      const record: SubscriberRecord = {
        account: {
          id,
          name: `${account.firstName} ${account.lastName}`.trim(),
          email: account.email,
          createdAt: account.createdAt.toISOString(),
          confirmedAt: iso(account.confirmedAt),
          notifyByEmail: account.notifyByEmail,
          maskedCpf: cpf ? maskCpf(cpf) : null,
          maskedPhone: profile?.telefone ? maskPhone(profile.telefone) : null,
          phoneVerified: Boolean(profile?.phoneVerifiedAt),
        },
        subscription: subscription
          ? {
              planId: subscription.planId,
              addOns: subscription.addOns,
              status: subscription.status,
              memberNumber: subscription.memberNumber,
              paidUntil: subscription.paidUntil,
              startedAt: subscription.startedAt.toISOString(),
              cancelsOn: subscription.cancelsOn,
              history: events.map((event) => ({
                from: event.fromStatus,
                to: event.toStatus,
                cause: event.cause,
                paidUntil: event.paidUntil,
                at: event.at.toISOString(),
              })),
              cancellations: cancellations.map((row) => ({
                protocol: row.protocol,
                kind: row.kind,
                endsOn: row.endsOn,
                requestedAt: row.requestedAt.toISOString(),
                undoneAt: iso(row.undoneAt),
              })),
            }
          : null,
        charges: (await chargesForExport(db, id)).map((charge) => ({
          id: charge.id,
          kind: charge.kind,
          method: charge.method,
          status: charge.status,
          amountCents: charge.amountCents,
          txid: charge.txid,
          createdAt: charge.createdAt.toISOString(),
          expiresAt: charge.expiresAt.toISOString(),
          paidAt: iso(charge.paidAt),
          installments: charge.installments,
          ...chargePeriod(charge),
        })),
        autoRenewal: (subscription && (await autoRenewalView(db, id, subscription))) ?? null,
        refunds: (await refundsForExport(db, id)).map((refund) => ({
          id: refund.id,
          chargeId: refund.chargeId,
          amountCents: refund.amountCents,
          status: refund.status,
          protocol: refund.protocol,
          requestedAt: refund.requestedAt.toISOString(),
          completedAt: iso(refund.completedAt),
        })),
        dependants: (await dependantsForExport(db, id)).map((row) => ({
          id: row.id,
          name: row.name,
          relationship: row.relationship,
          memberNumber: row.memberNumber,
          includedAt: row.includedAt.toISOString(),
          removedAt: iso(row.removedAt),
          hasSignIn: row.accountId !== null,
          card: row.removedAt ? ('revogada' as const) : ('valida' as const),
        })),
        requests: requests.map((request) => ({
          id: request.id,
          protocol: request.protocol,
          coverageId: request.coverageId,
          benefitName: benefits.get(request.coverageId) ?? request.coverageId,
          status: request.status,
          createdAt: request.createdAt.toISOString(),
          respondBy: request.respondBy.toISOString(),
          rating: request.avaliacao && {
            score: request.avaliacao.nota,
            comment: request.avaliacao.comentario,
            ratedAt: request.avaliacao.em.toISOString(),
          },
        })),
        notifications: notifications
          .slice(-HISTORY_LIMIT)
          .reverse()
          .map((row) => ({ title: row.title, createdAt: row.createdAt.toISOString(), readAt: iso(row.readAt) })),
        emails: (await mailSubjectsTo(db, account.email, HISTORY_LIMIT)).map((mail) => ({
          subject: mail.subject,
          createdAt: mail.createdAt.toISOString(),
          sentAt: iso(mail.sentAt),
          failedAt: iso(mail.failedAt),
        })),
        sessions: (await listSessions(db, id, now)).map((session) => ({
          device: session.device,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
        })),
        consents: (await consentLog(db, id)).history,
      };
      await audited(audit, { action: 'assinante.consultar', target: { type: 'assinante', id }, after: { page: true } });
      return record;
    },

    /** 'Mostrar': the CPF and phone in full, each reveal its own audit entry. */
    async reveal(id: string, audit: AuditContext): Promise<RevealedContact> {
      await heldAccount(db, id);
      const cpf = await latestPayerCpf(db, id);
      const profile = await profileForExport(db, id);
      await audited(audit, {
        action: 'assinante.revelar',
        target: { type: 'assinante', id },
        after: { fields: ['cpf', 'telefone'] },
      });
      return { cpf: cpf ? formatCpf(cpf) : null, phone: profile?.telefone || null };
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
