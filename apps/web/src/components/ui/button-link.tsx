import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonLook } from './button-variants';

interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonLook {
  children: ReactNode;
}

/**
 * A link that looks like the app's button: for a control that goes somewhere, so it works as
 * a plain link before the app has started, and with no JavaScript at all. Apart from the
 * button, so screens without one do not load it.
 */
export function ButtonLink({ variant, size, fullWidth, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, fullWidth })} {...rest}>
      <span>{children}</span>
    </Link>
  );
}
