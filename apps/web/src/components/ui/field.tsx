import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { REQUIRED_MESSAGE_ATTRIBUTE, TEXT_INPUT_MAX } from '@game-assist/contracts/rules';
import { FieldFrame } from './field-frame';
import { applyMask, MASK_MAX_LENGTH, type FieldMask } from './masks';
import styles from './text-field.module.css';

export interface FieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  name?: string;
  error?: string | undefined;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel' | 'search' | 'url' | 'none';
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  endAdornment?: ReactNode;
  rows?: number;
  /** What a form sent with this field empty says; the boot script says it before the app starts. */
  requiredMessage?: string;
  /** Types through a mask (CPF, phone, CEP, date): digits only, shown as a form prints them. */
  mask?: FieldMask;
  /** Called as the field loses focus (a form checks the field then). */
  onBlur?(): void;
}

/** A labelled text input, capped at 50 characters (docs/product.md); its hint, then its announced error. */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  name,
  error,
  hint,
  maxLength = TEXT_INPUT_MAX,
  autoComplete,
  inputMode,
  placeholder,
  disabled,
  readOnly,
  endAdornment,
  rows,
  requiredMessage,
  mask,
  onBlur,
}: FieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      controlClassName={styles.control}
      message={(errorId) =>
        requiredMessage || error ? (
          // The boot script may have filled it before hydration: React keeps that text until it sets its own.
          <p id={errorId} className={styles.error} role="alert" suppressHydrationWarning={Boolean(requiredMessage)}>
            {error ?? ''}
          </p>
        ) : null
      }
    >
      {({ id, describedBy }) => (
        <>
          {rows ? (
            <textarea
              id={id}
              className={`${styles.input} ${styles.multiline}`}
              name={name}
              rows={rows}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              maxLength={maxLength}
              placeholder={placeholder}
              disabled={disabled}
              readOnly={readOnly}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          ) : (
            <input
              id={id}
              className={styles.input}
              type={type}
              name={name}
              value={value}
              onChange={(event) => onChange(mask ? applyMask(mask, event.target.value) : event.target.value)}
              onBlur={onBlur}
              maxLength={mask ? MASK_MAX_LENGTH[mask] : maxLength}
              autoComplete={autoComplete}
              inputMode={inputMode ?? (mask ? 'numeric' : undefined)}
              placeholder={placeholder}
              disabled={disabled}
              readOnly={readOnly}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              required={requiredMessage ? true : undefined}
              {...(requiredMessage ? { [REQUIRED_MESSAGE_ATTRIBUTE]: requiredMessage } : {})}
            />
          )}
          {endAdornment}
        </>
      )}
    </FieldFrame>
  );
}
