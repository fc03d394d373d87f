import styles from './countdown.module.css';

export interface CountdownProps {
  /** Seconds left, and the whole period they count down from. */
  left: number;
  total: number;
  /** What runs out ('Tempo até o próximo token'), for screen readers. */
  label: string;
  /** The words under the bar; by default 'Muda em {left} s.'. */
  text?: string;
}

/** Time running out, as a bar that empties and the seconds in words (the bar alone tells no one). */
export function Countdown({ left, total, label, text }: CountdownProps) {
  const share = total > 0 ? Math.min(1, Math.max(0, left / total)) : 0;
  return (
    <div className={styles.countdown}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={left}
        aria-valuetext={`${left} s`}
      >
        <span className={styles.bar} style={{ width: `${share * 100}%` }} data-low={share <= 0.2 || undefined} />
      </div>
      <p className={styles.text}>{text ?? `Muda em ${left} s.`}</p>
    </div>
  );
}
