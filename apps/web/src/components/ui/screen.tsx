import type { ReactNode } from 'react';
import styles from './screen.module.css';

export interface ScreenProps {
  /** Sits above the content, outside <main> (usually the shared Header). */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A page: an optional header above a <main> centred at the layout's maximum width. */
export function Screen({ header, children, className }: ScreenProps) {
  return (
    <>
      {header}
      <main className={[styles.screen, className].filter(Boolean).join(' ')}>{children}</main>
    </>
  );
}
