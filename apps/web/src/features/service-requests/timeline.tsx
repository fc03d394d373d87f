import { REASON_REQUIRED_STATUSES, STATUS_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequestEvent } from '@game-assist/contracts/schemas';
import { instantToBr } from '#web/lib/dates.ts';
import styles from './service-requests.module.css';

/** Who did it, as the reader is told: the subscriber reads 'você', an operator reads 'o assinante'. */
const WORDS = {
  assinante: { assinante: ['por você', 'sua'], operador: ['pela central', 'da central'] },
  operador: { assinante: ['pelo assinante', 'do assinante'], operador: ['pela central', 'da central'] },
} as const;

function Entry({ entry, reader }: { entry: ServiceRequestEvent; reader: keyof typeof WORDS }) {
  const [by, from] = WORDS[reader][entry.by];
  if (entry.kind === 'mensagem') {
    return (
      <li className={styles.message} data-by={entry.by}>
        <span className={styles.meta}>
          Mensagem {from} em {instantToBr(entry.at)}
        </span>
        <p className={styles.text}>{entry.text}</p>
      </li>
    );
  }
  const label = REASON_REQUIRED_STATUSES.includes(entry.status) && entry.note ? ' · Motivo: ' : ': ';
  return (
    <li>
      {STATUS_LABELS[entry.status]} em {instantToBr(entry.at)} {by}
      {entry.note ? `${label}${entry.note}` : ''}
    </li>
  );
}

/** A request's timeline, oldest first: every status with when, who and the note left, and every message. */
export function Timeline({ entries, reader }: { entries: ServiceRequestEvent[]; reader: keyof typeof WORDS }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <Entry
          key={`${entry.kind}-${entry.at}-${entry.kind === 'status' ? entry.status : entry.text}`}
          entry={entry}
          reader={reader}
        />
      ))}
    </ol>
  );
}

/** The same, folded under 'Histórico' (the lists show it so). */
export function FoldedTimeline(props: Parameters<typeof Timeline>[0]) {
  return (
    <details>
      <summary>Histórico</summary>
      <Timeline {...props} />
    </details>
  );
}
