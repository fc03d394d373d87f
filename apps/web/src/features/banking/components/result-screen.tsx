import type { ReactNode } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { SuccessState } from '#web/components/ui/success-state.tsx';
import styles from './result-screen.module.css';

interface ResultScreenProps {
  tone: 'success' | 'failure' | 'sent';
  title: string;
  text: string;
  children: ReactNode;
}

const TONES = { success: 'done', failure: 'failed', sent: 'sent' } as const;

/** The end of a sample payment or invoice: an icon, a heading that says what happened, and the next steps. */
export function ResultScreen({ tone, title, text, children }: ResultScreenProps) {
  return (
    <Screen header={<Header sample showBack />} className={styles.screen}>
      <SuccessState tone={TONES[tone]} title={title} level={1} action={children}>
        {text}
      </SuccessState>
    </Screen>
  );
}
