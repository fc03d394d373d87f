import { useId, type ReactNode } from 'react';
import styles from './radio-group.module.css';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: string;
  /** The radios' shared name; one of the group's own unless a form reads it. */
  name?: string;
  value: NoInfer<T>;
  options: readonly RadioOption<T>[];
  onChange(value: NoInfer<T>): void;
  /** 'row' lays the choices side by side as segments; 'column' stacks them. */
  layout?: 'row' | 'column';
  /** Hides the legend visually; it is still read by screen readers. */
  hideLegend?: boolean;
}

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  layout = 'column',
  hideLegend = false,
}: RadioGroupProps<T>) {
  const id = useId();
  const group = name ?? id;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={layout === 'row' ? styles.row : styles.column}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={styles.option}>
              <input
                id={optionId}
                className={styles.input}
                type="radio"
                name={group}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.label}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
