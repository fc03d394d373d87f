import { STATUS_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequestEvent } from '@game-assist/contracts/schemas';
import { instantToBr } from '#web/lib/dates.ts';
import styles from './service-requests.module.css';

const BY = { assinante: 'por você', operador: 'pela central' } as const;

/** Every status a request has had, oldest first, with when, who and the note left. */
export function History({
  events,
  subscriberWord = BY.assinante,
}: {
  events: ServiceRequestEvent[];
  subscriberWord?: string;
}) {
  return (
    <details>
      <summary>Histórico</summary>
      <ol className={styles.meta}>
        {events.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            {STATUS_LABELS[event.status]} em {instantToBr(event.at)}{' '}
            {event.by === 'assinante' ? subscriberWord : BY.operador}
            {event.note ? `: ${event.note}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
