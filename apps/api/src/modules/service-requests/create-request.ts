import { createHash } from 'node:crypto';
import type { CreateServiceRequest, ServiceRequestDetail, ServiceRequestRefusal } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { readCoverage } from '#api/modules/catalogue/index.js';
import { personOf, personSeenBy, rowsOfPerson } from '#api/modules/membership/index.js';
import { soldRulesReader } from '#api/modules/offer-versions/index.js';
import { lockSubscription } from '#api/modules/subscriptions/index.js';
import { localDay, responseDeadline } from './business-calendar.js';
import type { ServiceRequestDeps } from './deps.js';
import { noticeFor } from './notices.js';
import * as repo from './repository.js';
import { detail, present } from './request-details.js';
import { recipientsOf } from './scope.js';
import { decide, refusalMessage, usageWindow, type Decision } from './usage-rules.js';

/** A refusal is thrown (a 422 `ServiceRequestRefusal`). */
export type CreateOutcome = { kind: 'created' | 'replayed'; request: ServiceRequestDetail };

const refused = (reason: ServiceRequestRefusal['reason'], message: string, fields?: Record<string, unknown>) =>
  new HttpError(422, message, { reason, fields });

function refusal(decision: Exclude<Decision, { allowed: true }>): HttpError {
  return refused(decision.code, refusalMessage(decision), {
    ...('availableFrom' in decision ? { availableFrom: decision.availableFrom?.toISOString() ?? null } : {}),
    ...('usage' in decision ? { usage: decision.usage } : {}),
  });
}

/** What was asked, so a reused Idempotency-Key with another request is told apart from a retry. */
const fingerprintOf = (body: CreateServiceRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.coverageId,
        body.note ?? null,
        body.preferredAt ? new Date(body.preferredAt).toISOString() : null,
        body.personId ?? null,
      ]),
    )
    .digest('base64url');

export function createRequest({ db, clock, notifications }: ServiceRequestDeps) {
  const rulesSoldUnder = soldRulesReader();
  /** Under the subscription's row lock, so a retry finds the first request. */
  return async function create(
    accountId: string,
    body: CreateServiceRequest,
    idempotencyKey: string,
  ): Promise<CreateOutcome> {
    const now = clock.now();
    const coverage = await readCoverage(db, body.coverageId);
    if (!coverage) throw new HttpError(404, 'Cobertura não encontrada.');
    const fingerprint = fingerprintOf(body);
    return db.transaction(async (tx): Promise<CreateOutcome> => {
      // A titular's or a dependant's: the subscription's row is locked either way, so every person's
      // requests count against its limits one after another.
      const viewer = await personOf(tx, accountId);
      const subscriptionId = viewer?.subscriptionId ?? accountId;
      const subscription = await lockSubscription(tx, subscriptionId);
      const person = viewer ? await personSeenBy(tx, viewer, body.personId) : undefined;
      if (viewer ? !person : body.personId !== undefined) throw new HttpError(404, 'Pessoa não encontrada.');
      const personId = person?.personId ?? null;
      const earlier = await repo.findByIdempotencyKey(tx, subscriptionId, idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint === fingerprint) return { kind: 'replayed', request: await detail(tx, earlier, now) };
        throw refused('chave-reutilizada', 'Esta chave de idempotência já foi usada em outro pedido.');
      }
      // After the replay check: a retry of a request made in time gets its first answer, even late.
      if (body.preferredAt && new Date(body.preferredAt) <= now) {
        throw new HttpError(400, 'A data preferida precisa ser no futuro.');
      }
      if (!coverage.rules || !coverage.active)
        throw refused('nao-solicitavel', 'Este benefício não é solicitado pelo app.');
      if (!subscription) throw refusal({ allowed: false, code: 'assinatura-inativa' });
      // The limits and waiting periods it was sold with, until the next payment (#68).
      const rules = (await rulesSoldUnder(tx, subscription.offerVersion ?? 1, coverage.id)) ?? coverage.rules;
      const { usage } = rules;
      const window = usage.kind === 'quantidade' ? usageWindow(usage, now) : undefined;
      // A limit per person follows the person (their CPF), not the row: a dependant added again counts on.
      const scope =
        usage.kind === 'quantidade' && usage.per === 'pessoa'
          ? { subscriptionId, personId: (person && (await rowsOfPerson(tx, person))) ?? personId }
          : { subscriptionId };
      const used = window ? await repo.countUses(tx, scope, coverage.id, window.from, window.to) : 0;
      // A dependant's waiting periods start when they joined.
      const startedAt =
        person && 'dependant' in person && person.dependant.includedAt > subscription.startedAt
          ? person.dependant.includedAt
          : subscription.startedAt;
      const decision = decide({
        rules,
        subscription: { status: subscription.status, startedAt },
        now,
        used,
      });
      if (!decision.allowed) throw refusal(decision);

      const row = await repo.insertRequest(tx, {
        protocolYear: localDay(now).getUTCFullYear(),
        accountId: subscriptionId,
        personId,
        coverageId: coverage.id,
        status: 'aberto',
        note: body.note || null,
        preferredAt: body.preferredAt ? new Date(body.preferredAt) : null,
        idempotencyKey,
        fingerprint,
        createdAt: now,
        updatedAt: now,
        respondBy: responseDeadline(now, rules.responseDays),
      });
      await repo.insertEvent(tx, {
        requestId: row.id,
        status: 'aberto',
        actor: 'assinante',
        actorAccountId: accountId,
        at: now,
      });
      for (const recipient of await recipientsOf(tx, row)) {
        await notifications.notify(tx, recipient, {
          ...noticeFor('aberto', { protocol: row.protocol, benefitName: coverage.benefitName }),
          serviceRequestId: row.id,
        });
      }
      return {
        kind: 'created',
        request: {
          ...present(row, coverage.benefitName, now),
          history: [{ kind: 'status', status: 'aberto', at: now.toISOString(), by: 'assinante', note: null }],
          rating: null,
          ratableUntil: null,
        },
      };
    });
  };
}
