import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  /** What it means and what to do next, in a sentence or two. */
  children?: ReactNode;
  icon?: ReactNode;
  /** The way on (a ButtonLink), when there is one. */
  action?: ReactNode;
  /** 'not-allowed' for a screen the person may not use (a dependant on the titular's plan). */
  kind?: 'empty' | 'not-allowed' | 'error';
}

/** What a screen or a list shows when it has nothing to show: never a blank area. */
export function EmptyState({ title, children, icon, action, kind = 'empty' }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-kind={kind} role={kind === 'error' ? 'alert' : undefined}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
