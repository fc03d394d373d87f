import layout from './layout.module.css';

/** The yearly rate a sample deposit or loan runs at. */
export function RateNote({ percent }: { percent: number }) {
  return (
    <p className={layout.rate}>
      <span>Rate</span>
      <span>{percent} %</span>
    </p>
  );
}
