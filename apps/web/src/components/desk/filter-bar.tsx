import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

export interface FilterOption {
  key: string;
  label: string;
}

export interface FilterBarProps {
  /** The group's accessible name ('Filtrar cobranças por status'). */
  label: string;
  options?: readonly FilterOption[];
  value?: string;
  onChange?(key: string): void;
  /** Other controls on the same row (a month to pick, say). */
  children?: ReactNode;
}

/** A table's filters in one row: one option pressed at a time, and any other controls beside them. On a phone the row scrolls sideways instead of wrapping. */
export function FilterBar({ label, options = [], value, onChange, children }: FilterBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.option}
          aria-pressed={option.key === value}
          onClick={() => onChange?.(option.key)}
        >
          {option.label}
        </button>
      ))}
      {children}
    </div>
  );
}
