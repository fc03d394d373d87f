import type { ReactNode } from 'react';
import styles from './info-list.module.css';

/** Label/value pairs as a description list. */
export function InfoList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
