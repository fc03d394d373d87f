import { DEADLINE_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequest } from '@game-assist/contracts/schemas';
import { isoToBr } from '#web/lib/dates.ts';
import styles from './service-requests.module.css';

/** 'Resposta até 03/12/2026', marked while the answer is at risk or late. */
export function DeadlineLine({ request }: { request: Pick<ServiceRequest, 'deadline' | 'deadlineState'> }) {
  const state = request.deadlineState;
  return (
    <p className={styles.meta}>
      Resposta até {isoToBr(request.deadline)}
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
