import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';
import styles from './list-row.module.css';

interface ListRowProps {
  title: string;
  detail?: ReactNode;
  /** Where the row leads; without it the row is plain information. */
  to?: string;
  state?: unknown;
}

/** One row of a menu list: a link with a chevron when it leads somewhere, plain text when it does not. */
export function ListRow({ title, detail, to, state }: ListRowProps) {
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {detail ? <span className={styles.detail}>{detail}</span> : null}
      </span>
      {to ? <ChevronRightIcon /> : null}
    </>
  );
  return (
    <li className={styles.item}>
      {to ? (
        <Link to={to} state={state} className={`${styles.row} ${styles.link}`}>
          {content}
        </Link>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </li>
  );
}

/** A list of rows (and other items) with separators. */
export function RowList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
