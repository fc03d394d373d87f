import type { ReactNode } from 'react';
import { Screen } from '#web/components/ui/screen.tsx';
import { CheckIcon, CrossIcon, DocumentIcon } from './icons';
import styles from './result-screen.module.css';

interface ResultScreenProps {
  tone: 'success' | 'failure' | 'sent';
  title: string;
  text: string;
  children: ReactNode;
}

/** The end of a payment or invoice: an icon, a heading that says what happened, and the next steps. */
export function ResultScreen({ tone, title, text, children }: ResultScreenProps) {
  return (
    <Screen className={styles.screen}>
      <div className={`${styles.badge} ${styles[tone]}`}>
        {tone === 'failure' ? <CrossIcon /> : tone === 'sent' ? <DocumentIcon /> : <CheckIcon />}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </Screen>
  );
}
