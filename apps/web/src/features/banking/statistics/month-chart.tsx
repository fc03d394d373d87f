import { formatMoney } from '#web/components/ui/money.ts';
import { MONTHLY_FIGURES, STATISTICS_CURRENCY, type StatisticsKind } from '#web/sample-data/index.ts';
import styles from './month-chart.module.css';

/** Bars for each month; every bar carries its month and amount as text, so nothing relies on the drawing. */
export function MonthChart({ title, kind }: { title: string; kind: StatisticsKind }) {
  const highest = Math.max(...MONTHLY_FIGURES.map((month) => month[kind]), 1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <ul className={styles.bars}>
        {MONTHLY_FIGURES.map((month) => (
          <li key={month.month} className={styles.bar}>
            <span className={styles.value}>{formatMoney(month[kind], STATISTICS_CURRENCY, 0)}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.fill} ${kind === 'income' ? styles.income : styles.expenses}`}
                style={{ height: `${Math.round((month[kind] / highest) * 100)}%` }}
              />
            </span>
            <span className={styles.month}>{month.month}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
