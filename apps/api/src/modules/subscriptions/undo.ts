import type { SubscriptionStatus } from '@game-assist/contracts';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { CancellationRow } from './repository.js';

/** Whether 'Desfazer cancelamento' still applies: an end-of-period one whose last day has not passed. */
export const isUndoable = (row: CancellationRow, status: SubscriptionStatus, now: Date) =>
  row.kind === 'fim-do-periodo' && status !== 'cancelada' && row.endsOn >= saoPauloDate(now);
