import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClasses, type ButtonLook } from './button-variants';
import styles from './button.module.css';

export type { ButtonSize, ButtonVariant } from './button-variants';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {
  loading?: boolean;
  children: ReactNode;
}

/** The app's button. `loading` keeps the label for screen readers and marks the button busy. */
export function Button({ variant, size, fullWidth, loading = false, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth })}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
