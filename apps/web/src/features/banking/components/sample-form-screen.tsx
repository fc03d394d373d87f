import type { FormEvent, ReactNode } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import layout from './layout.module.css';

interface SampleFormScreenProps {
  /** The header's title and the form's accessible name. */
  title: string;
  submitLabel: string;
  /** What the sample form does once sent: it keeps nothing, so only where it leads. */
  onSubmit(): void;
  children: ReactNode;
}

/** A sample-data form screen: its fields, then one full-width submit button. */
export function SampleFormScreen({ title, submitLabel, onSubmit, children }: SampleFormScreenProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Screen header={<Header title={title} sample showBack />}>
      <form className={layout.form} onSubmit={submit} aria-label={title}>
        {children}
        <div className={layout.actions}>
          <Button type="submit" fullWidth>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Screen>
  );
}
