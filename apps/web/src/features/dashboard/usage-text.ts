import type { CoverageUsage } from '@game-assist/contracts/schemas';
import { instantToBr } from '#web/lib/dates.ts';

const PERIODS = { mes: 'este mês', ano: 'este ano', vida: 'nesta assinatura' } as const;

/** '1 de 1 usado este mês', '2 de 4 usados este ano'; null for coverages without a limit. */
export function usageText({ rules, used }: Pick<CoverageUsage, 'rules' | 'used'>): string | null {
  if (rules.usage.kind === 'ilimitado') return 'Uso ilimitado';
  return `${used} de ${rules.usage.count} ${used === 1 ? 'usado' : 'usados'} ${PERIODS[rules.usage.period]}`;
}

/** Where the waiting period stands at `now`: 'Carência até 27/11/2026, às 09:00', or done. */
export function waitingText({ rules, waitingUntil }: Pick<CoverageUsage, 'rules' | 'waitingUntil'>, now: Date) {
  if (!rules.waiting || !waitingUntil) return null;
  return new Date(waitingUntil) > now ? `Carência até ${instantToBr(waitingUntil)}` : 'Carência cumprida';
}
