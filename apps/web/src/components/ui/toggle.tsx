import { useId } from 'react';
import styles from './toggle.module.css';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A line under the label, read as the switch's description. */
  description?: string;
  disabled?: boolean;
}

/** A switch: a real button with role="switch"; the state shows by position and "Sim"/"Não", never colour alone. */
export function Toggle({ label, checked, onChange, description, disabled }: ToggleProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        className={styles.switch}
        data-checked={checked}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.state} aria-hidden="true">
          {checked ? 'Sim' : 'Não'}
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
      </button>
    </div>
  );
}
