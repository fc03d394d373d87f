import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { FIELD_ERROR_ID_SUFFIX, REQUIRED_MESSAGE_ATTRIBUTE, TEXT_INPUT_MAX } from '@game-assist/contracts/rules';
import { FieldHint } from './field-hint';
import { applyMask, MASK_MAX_LENGTH, type FieldMask } from './masks';
import field from './field.module.css';
import styles from './text-field.module.css';

/** Where a field's message goes: the boot script finds it by the input's id the same way. */
const errorIdOf = (inputId: string) => `${inputId}${FIELD_ERROR_ID_SUFFIX}`;

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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? errorIdOf(id) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
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
      </div>
      <FieldHint id={hintId} hint={hint} />
      {requiredMessage || error ? (
        // The boot script may have filled it before hydration: React keeps that text until it sets its own.
        <p id={errorIdOf(id)} className={styles.error} role="alert" suppressHydrationWarning={Boolean(requiredMessage)}>
          {error ?? ''}
        </p>
      ) : null}
    </div>
  );
}
