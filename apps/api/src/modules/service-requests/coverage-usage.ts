import type { CoverageUsage } from '@game-assist/contracts';
import { findRequestableCoverages } from '#api/modules/catalogue/index.js';
import { readSubscription } from '#api/modules/membership/index.js';
import type { ServiceRequestDeps } from './deps.js';
import * as repo from './repository.js';
import { decide, usageWindow, waitingEnds, type Decision } from './usage-rules.js';

/** The earliest instant any monthly or yearly window can start at `now`: 1 January, São Paulo time. */
function usageWindowStart(now: Date) {
  return usageWindow({ kind: 'quantidade', count: 1, period: 'ano' }, now).from ?? now;
}

/** What the subscriber has used of each requestable coverage, and when it is theirs to ask for. */
export function coverageUsage({ db, clock }: ServiceRequestDeps) {
  return async function usage(accountId: string): Promise<CoverageUsage[]> {
    const now = clock.now();
    const [subscription, coverages] = await Promise.all([
      readSubscription(db, accountId),
      findRequestableCoverages(db),
    ]);
    const [recent, lifetime] = await Promise.all([
      repo.usesSince(db, accountId, usageWindowStart(now)),
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
  };
}
