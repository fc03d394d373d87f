import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';
import styles from './link-row.module.css';

interface RowContentProps {
  title: ReactNode;
  /** A second line under the title (a date, a count, where it leads). */
  detail?: ReactNode;
  /** A leading icon (decorative: the title names the row). */
  icon?: ReactNode;
  /** At the row's end, before the chevron (a Badge). */
  end?: ReactNode;
}

interface LinkRowProps extends RowContentProps {
  /** Where the row leads; without it (and without onClick) the row is plain information. */
  to?: string;
  state?: unknown;
  /** A row that acts instead of going somewhere (opens a sheet). */
  onClick?(): void;
}

function Content({ title, detail, icon, end, leads }: RowContentProps & { leads: boolean }) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {/* A space between the two lines, for the row's accessible name. */}
        {detail ? ' ' : null}
        {detail ? <span className={styles.detail}>{detail}</span> : null}
      </span>
      {end}
      {leads ? (
        <span className={styles.chevron}>
          <ChevronRightIcon />
        </span>
      ) : null}
    </>
  );
}

/** One row of a list: a link with a chevron when it leads somewhere, a button when it acts, plain text otherwise. */
export function LinkRow({ to, state, onClick, ...content }: LinkRowProps) {
  return (
    <li className={styles.item}>
      {to ? (
        <Link to={to} state={state} className={`${styles.row} ${styles.link}`}>
          <Content {...content} leads />
        </Link>
      ) : onClick ? (
        <button type="button" className={`${styles.row} ${styles.link} ${styles.button}`} onClick={onClick}>
          <Content {...content} leads />
        </button>
      ) : (
        <div className={styles.row}>
          <Content {...content} leads={false} />
        </div>
      )}
    </li>
  );
}

/** A list of rows (and other items) with separators, in one card. */
export function RowList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
