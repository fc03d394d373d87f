import { useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';
import styles from './password-field.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  name: string;
  autoComplete: 'new-password' | 'current-password';
  hint?: string;
  error?: string | undefined;
}

/** A password input with its own show/hide toggle. */
export function PasswordField({ label, value, onChange, name, autoComplete, hint, error }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      {...(hint ? { hint } : {})}
      error={error}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <StrokeIcon size={22}>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" />}
          </StrokeIcon>
        </button>
      }
    />
  );
}
