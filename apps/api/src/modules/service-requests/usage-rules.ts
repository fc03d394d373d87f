import {
  instantToBr,
  isInForce,
  type CoverageRules,
  type Usage,
  type UsageRule,
  type WaitingRule,
} from '@game-assist/contracts';
import { addBusinessDays, addBusinessHours, periodAround } from './business-calendar.js';

/** The end of a coverage's waiting period for a subscription started at `startedAt`; null: none. */
export function waitingEnds(waiting: WaitingRule | null, startedAt: Date): Date | null {
  if (!waiting) return null;
  return waiting.unit === 'horas-uteis'
    ? addBusinessHours(startedAt, waiting.amount)
    : addBusinessDays(startedAt, waiting.amount);
}

/** The stretch of time whose uses count against a limit at `now`, and when it starts afresh (null: never). */
export function usageWindow(rule: Extract<UsageRule, { kind: 'quantidade' }>, now: Date) {
  if (rule.period === 'vida') return { from: undefined, to: undefined, resetsAt: null };
  const { start, end } = periodAround(now, rule.period);
  return { from: start, to: end, resetsAt: end };
}

export type Decision =
  | { allowed: true }
  | { allowed: false; code: 'assinatura-inativa' }
  | { allowed: false; code: 'carencia'; availableFrom: Date }
  | { allowed: false; code: 'limite'; availableFrom: Date | null; usage: Usage };

/** Whether a subscriber may make a request now; `used` is what `usageWindow` counts at `now`. */
export function decide(input: {
  rules: CoverageRules;
  subscription: { status: string; startedAt: Date };
  now: Date;
  used: number;
}): Decision {
  const { rules, subscription, now, used } = input;
  // In force: paid (`ativa`) or in the grace after a missed renewal (`em-atraso`).
  if (!isInForce(subscription.status)) return { allowed: false, code: 'assinatura-inativa' };
  const waitingUntil = waitingEnds(rules.waiting, subscription.startedAt);
  if (waitingUntil && now < waitingUntil) return { allowed: false, code: 'carencia', availableFrom: waitingUntil };
  if (rules.usage.kind === 'quantidade' && used >= rules.usage.count) {
    return {
      allowed: false,
      code: 'limite',
      availableFrom: usageWindow(rules.usage, now).resetsAt,
      usage: { used, limit: rules.usage.count, period: rules.usage.period },
    };
  }
  return { allowed: true };
}

/** When a refusal says the request can be made, in the words people read (São Paulo time). */
export const formatDateBR = (instant: Date) => instantToBr(instant, { dropMidnight: true });

const PERIOD_WORDS = { mes: 'neste mês', ano: 'neste ano', vida: 'nesta assinatura' } as const;

/** The Portuguese message of a refusal. */
export function refusalMessage(decision: Exclude<Decision, { allowed: true }>): string {
  switch (decision.code) {
    case 'assinatura-inativa':
      return 'Sua assinatura não está ativa. Regularize-a para solicitar atendimentos.';
    case 'carencia':
      return `Este benefício está em carência. Disponível a partir de ${formatDateBR(decision.availableFrom)}.`;
    case 'limite': {
      const { used, limit, period } = decision.usage;
      const when = decision.availableFrom
        ? ` Disponível a partir de ${formatDateBR(decision.availableFrom)}.`
        : ' O limite deste benefício não se renova.';
      return `Você já usou ${used} de ${limit} ${PERIOD_WORDS[period]}.${when}`;
    }
  }
}
