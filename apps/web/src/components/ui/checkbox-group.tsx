import { useId } from 'react';
import { ErrorText } from './error-text';
import styles from './radio-group.module.css';

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  /** Each choice's value and words, in the order shown. */
  options: readonly { value: T; label: string }[];
  value: readonly NoInfer<T>[];
  onChange(value: NoInfer<T>[]): void;
  /** The group's message (none chosen…), announced and tied to the group. */
  error?: string | undefined;
  disabled?: boolean;
}

/** Native checkboxes in a fieldset (several may be chosen), styled as RadioGroup's column; the choice keeps the options' order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (choice: T, on: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === choice ? on : value.includes(v))));
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.column}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.input}
              type="checkbox"
              value={option.value}
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className={styles.label}>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
