import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon, CrossIcon, DocumentIcon } from './icons';
import styles from './success-state.module.css';

export interface SuccessStateProps {
  title: string;
  /** What happened and what it means now. */
  children?: ReactNode;
  /** The primary action (a ButtonLink to where the person goes next), then any other. */
  action: ReactNode;
  secondary?: ReactNode;
  /** 'done' (a check), 'failed' (a cross) or 'sent' (a document). */
  tone?: 'done' | 'failed' | 'sent';
  /** The page's main heading (h1) or a block's (h2). */
  level?: 1 | 2;
}

/** The end of a journey: what happened, said plainly, with the way on. The heading takes the focus. */
export function SuccessState({ title, children, action, secondary, tone = 'done', level = 2 }: SuccessStateProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    // No live region: the heading takes the focus, so a screen reader reads it at once.
    <div className={styles.state} data-tone={tone}>
      <span className={styles.badge} aria-hidden="true">
        {tone === 'failed' ? <CrossIcon /> : tone === 'sent' ? <DocumentIcon /> : <CheckIcon />}
      </span>
      <Heading ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      <div className={styles.actions}>
        {action}
        {secondary}
      </div>
    </div>
  );
}
