import { REASON_REQUIRED_STATUSES, STATUS_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequestEvent } from '@game-assist/contracts/schemas';
import { Timeline as Steps, type TimelineItem } from '#web/components/ui/timeline.tsx';
import { instantToBr } from '#web/lib/dates.ts';
import styles from './service-requests.module.css';

/** Who did it, as the reader is told: the subscriber reads 'você', an operator reads 'o assinante'. */
const WORDS = {
  assinante: { assinante: ['por você', 'Sua mensagem'], operador: ['pela central', 'Mensagem da central'] },
  operador: {
    assinante: ['pelo assinante', 'Mensagem do assinante'],
    operador: ['pela central', 'Mensagem da central'],
  },
} as const;

type Reader = keyof typeof WORDS;

function item(entry: ServiceRequestEvent, reader: Reader, last: boolean): TimelineItem {
  const [by, heading] = WORDS[reader][entry.by];
  const when = instantToBr(entry.at);
  if (entry.kind === 'mensagem') {
    return {
      key: `m-${entry.at}-${entry.text}`,
      title: heading,
      meta: when,
      body: entry.text,
      kind: entry.by === reader ? 'message' : 'reply',
    };
  }
  const problem = REASON_REQUIRED_STATUSES.includes(entry.status);
  return {
    key: `s-${entry.at}-${entry.status}`,
    title: STATUS_LABELS[entry.status],
    meta: `${when} · ${by}`,
    ...(entry.note ? { body: problem ? `Motivo: ${entry.note}` : entry.note } : {}),
    kind: problem ? 'problem' : last ? 'current' : 'step',
  };
}

/** A request's timeline, oldest first: every status with when, who and the note left, and every message. */
export function Timeline({ entries, reader }: { entries: ServiceRequestEvent[]; reader: Reader }) {
  const lastStatus = entries.map((entry) => entry.kind).lastIndexOf('status');
  return <Steps items={entries.map((entry, index) => item(entry, reader, index === lastStatus))} />;
}

/** The same, folded under 'Histórico' (the lists show it so). */
export function FoldedTimeline(props: Parameters<typeof Timeline>[0]) {
  return (
    <details className={styles.folded}>
      <summary>Histórico</summary>
      <Timeline {...props} />
    </details>
  );
}
