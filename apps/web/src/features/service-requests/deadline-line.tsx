import { DEADLINE_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequest } from '@game-assist/contracts/schemas';
import { isoToBr } from '#web/lib/dates.ts';
import styles from './service-requests.module.css';

/** 'Resposta até 03/12/2026', marked while the answer is at risk or late; the date alone under a 'Prazo' heading. */
export function DeadlineLine({
  request,
  dateOnly = false,
}: {
  request: Pick<ServiceRequest, 'deadline' | 'deadlineState'>;
  dateOnly?: boolean;
}) {
  const state = request.deadlineState;
  return (
    <p className={styles.meta}>
      {dateOnly ? '' : 'Resposta até '}
      {isoToBr(request.deadline)}
      {state && state !== 'no-prazo' ? (
        <>
          {' '}
          <span className={styles.deadline} data-state={state}>
            {DEADLINE_LABELS[state]}
          </span>
        </>
      ) : null}
    </p>
  );
}
