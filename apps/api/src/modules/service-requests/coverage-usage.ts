import type { CoverageUsage, ServiceRequestStatus } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requestableCoverages } from '#api/modules/catalogue/index.js';
import { personOf, personSeenBy, rowsOfPerson } from '#api/modules/membership/index.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import type { ServiceRequestDeps } from './deps.js';
import * as repo from './repository.js';
import { decide, usageWindow, waitingEnds, type Decision } from './usage-rules.js';

/** The earliest instant any monthly or yearly window can start at `now`: 1 January, São Paulo time. */
function usageWindowStart(now: Date) {
  return usageWindow({ kind: 'quantidade', count: 1, period: 'ano', per: 'assinatura' }, now).from ?? now;
}

const underWay = (request: { id: string; protocol: string; status: ServiceRequestStatus } | undefined) =>
  request ? { id: request.id, protocol: request.protocol, status: request.status } : null;

/** What a person (or a titular's dependant) has used of each coverage; limits count per person or per subscription. */
export function coverageUsage({ db, clock }: ServiceRequestDeps) {
  return async function usage(accountId: string, asked?: string): Promise<CoverageUsage[]> {
    const now = clock.now();
    const viewer = await personOf(db, accountId);
    const person = viewer
      ? await personSeenBy(db, viewer, asked)
      : asked === undefined
        ? { personId: null }
        : undefined;
    if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
    const subscriptionId = viewer?.subscriptionId ?? accountId;
    const [subscription, coverages] = await Promise.all([
      readSubscription(db, subscriptionId),
      requestableCoverages(db),
    ]);
    const [recent, lifetime, inFlight, rows] = await Promise.all([
      repo.usesSince(db, subscriptionId, usageWindowStart(now)),
      repo.lifetimeUses(db, subscriptionId),
      repo.inFlightRequests(db, { subscriptionId, personId: person.personId }),
      rowsOfPerson(db, person),
    ]);
    // The person's uses under every row they have had (a dependant added again counts on).
    const isPerson = (personId: string | null) =>
      rows ? personId !== null && rows.includes(personId) : personId === null;
    const startedAt =
      subscription && 'dependant' in person && person.dependant.includedAt > subscription.startedAt
        ? person.dependant.includedAt
        : subscription?.startedAt;
    return coverages.flatMap(({ id, rules }) => {
      if (!rules) return [];
      let used = 0;
      if (rules.usage.kind === 'quantidade') {
        const window = usageWindow(rules.usage, now);
        const counts = (use: { personId: string | null }) =>
          rules.usage.kind !== 'quantidade' || rules.usage.per === 'assinatura' || isPerson(use.personId);
        used =
          rules.usage.period === 'vida'
            ? lifetime.filter((row) => row.coverageId === id && counts(row)).reduce((sum, row) => sum + row.uses, 0)
            : recent.filter(
                (use) =>
                  use.coverageId === id &&
                  counts(use) &&
                  (!window.from || use.createdAt >= window.from) &&
                  (!window.to || use.createdAt < window.to),
              ).length;
      }
      const waitingUntil = subscription && startedAt ? waitingEnds(rules.waiting, startedAt) : null;
      const decision: Decision =
        subscription && startedAt
          ? decide({ rules, subscription: { status: subscription.status, startedAt }, now, used })
          : { allowed: false, code: 'assinatura-inativa' };
      return [
        {
          coverageId: id,
          rules,
          used,
          waitingUntil: waitingUntil?.toISOString() ?? null,
          availableFrom: 'availableFrom' in decision ? (decision.availableFrom?.toISOString() ?? null) : null,
          blocked: decision.allowed ? null : decision.code,
          inFlight: underWay(inFlight.find((request) => request.coverageId === id)),
        },
      ];
    });
  };
}
