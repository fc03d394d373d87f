import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './text-link.module.css';

interface TextLinkProps extends Omit<LinkProps, 'className'> {
  children: ReactNode;
}

/** A link inside a sentence ('Já tem conta? Entrar'): the app's link colour, underlined, a comfortable target. */
export function TextLink({ children, ...rest }: TextLinkProps) {
  return (
    <Link className={styles.link} {...rest}>
      {children}
    </Link>
  );
}

/** The same look for a link that leaves the app (a payment provider's page): opens in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
