import { FieldFrame } from './field-frame';
import styles from './select-field.module.css';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: NoInfer<T>;
  options: readonly SelectOption<T>[];
  onChange(value: NoInfer<T>): void;
  name?: string;
  hint?: string;
  disabled?: boolean;
  /** Under the control, announced; gone when the person picks again (the form clears it). */
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
  hint,
  disabled,
  error,
}: SelectFieldProps<T>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} controlClassName={styles.control}>
      {({ id, describedBy }) => (
        <>
          <select
            id={id}
            name={name}
            className={styles.select}
            value={value}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const picked = options.find((option) => option.value === event.target.value);
              if (picked) onChange(picked.value);
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </>
      )}
    </FieldFrame>
  );
}
