import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame shared by the sign-in, sign-up, code and password screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.screen}>
      <Link to={webPaths.onboarding} className={styles.brand} aria-label="Game Assist: início">
        <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="currentColor" />
          <path
            d="M32 14c-7 6-14 7-18 7v12c0 11 8 18 18 21 10-3 18-10 18-21V21c-4 0-11-1-18-7z"
            className={styles.brandMark}
          />
        </svg>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </main>
  );
}
