import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * A link that looks like the app's button: for a control that goes somewhere, so it works as
 * a plain link before the app has started, and with no JavaScript at all. Apart from the
 * button, so screens without one do not load it.
 */
export function ButtonLink({ variant = 'primary', fullWidth = false, children, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={[styles.button, styles[variant], fullWidth ? styles.full : ''].filter(Boolean).join(' ')}
      {...rest}
    >
      <span>{children}</span>
    </Link>
  );
}
