import { useId } from 'react';
import styles from './bar-chart.module.css';

export interface ChartPoint {
  label: string;
  value: number;
}

const BAR = 32;
const GAP = 8;
const HEIGHT = 120;
const LABELS = 24;

/**
 * A bar chart the app draws itself (SVG, no library): one bar per point, zero as the baseline (a negative
 * value hangs below it), each bar titled with its value. Its figures are in a table beside it, for
 * whoever does not see the drawing.
 */
export function BarChart({
  title,
  points,
  format,
}: {
  title: string;
  points: readonly ChartPoint[];
  format(value: number): string;
}) {
  const id = useId();
  const top = Math.max(0, ...points.map((point) => point.value));
  const bottom = Math.min(0, ...points.map((point) => point.value));
  const range = top - bottom || 1;
  const y = (value: number) => ((top - value) / range) * HEIGHT;
  const width = points.length * (BAR + GAP) + GAP;
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${width} ${HEIGHT + LABELS}`}
        role="img"
        aria-label={`${title}: gráfico de barras por mês; os valores estão na tabela abaixo dele.`}
      >
        {points.map((point, index) => (
          <rect
            key={point.label}
            className={point.value < 0 ? styles.negative : styles.bar}
            x={GAP + index * (BAR + GAP)}
            y={Math.min(y(point.value), y(0))}
            width={BAR}
            height={Math.abs(y(point.value) - y(0))}
          >
            <title>{`${point.label}: ${format(point.value)}`}</title>
          </rect>
        ))}
        <line className={styles.axis} x1={0} x2={width} y1={y(0)} y2={y(0)} />
        {points.map((point, index) => (
          <text
            key={point.label}
            className={styles.label}
            x={GAP + index * (BAR + GAP) + BAR / 2}
            y={HEIGHT + LABELS - 6}
            textAnchor="middle"
          >
            {point.label.split(' ')[0]}
          </text>
        ))}
      </svg>
      <table className={styles.table}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
