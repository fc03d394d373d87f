import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonLook } from './button-variants';

interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonLook {
  children: ReactNode;
}

/** A link styled as the button: works before the app starts and without JavaScript; apart, so screens skip it. */
export function ButtonLink({ variant, size, fullWidth, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, fullWidth })} {...rest}>
      <span>{children}</span>
    </Link>
  );
}
