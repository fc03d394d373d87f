import type { ReactNode } from 'react';
import styles from './timeline.module.css';

export interface TimelineItem {
  key: string;
  /** What happened ('Agendado'). */
  title: ReactNode;
  /** When, and by whom ('27/11/2026, às 09:00 · pela central'). */
  meta?: ReactNode;
  /** The note, the reason or the message. */
  body?: ReactNode;
  /** 'current' marks the latest step; 'message' the reader's own message, 'reply' the other side's; 'problem' a refusal. */
  kind?: 'step' | 'current' | 'message' | 'reply' | 'problem';
}

/** Steps in time order, oldest first, on a line with a dot each: a request's Andamento, a charge's life. */
export function Timeline({ items, label }: { items: TimelineItem[]; label?: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item} data-kind={item.kind ?? 'step'}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.content}>
            <p className={styles.title}>{item.title}</p>
            {item.meta ? <p className={styles.meta}>{item.meta}</p> : null}
            {item.body ? <div className={styles.body}>{item.body}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
