import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** What a status chip says about its thing: neutral facts, information, done, needs attention, a problem, the brand. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A status chip ('Paga', 'Em carência', 'Atrasado'). The words carry the meaning; the colour only repeats it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
