import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import styles from './detail-panel.module.css';

export interface DetailPanelProps {
  /** The panel's heading and accessible name. */
  title: string;
  onClose(): void;
  /** Moves the focus to the heading when the panel opens (after a tap or Enter, not while browsing with j/k). */
  focusOnOpen?: boolean;
  children: ReactNode;
}

/** An item's details beside the table; on a narrow screen in its place until 'Fechar' (Escape: DataTable). */
export function DetailPanel({ title, onClose, focusOnOpen = false, children }: DetailPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <section className={styles.panel} aria-labelledby={id} data-detail-panel="">
      <div className={styles.top}>
        <h2 id={id} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <Button variant="text" onClick={onClose}>
          Fechar
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
