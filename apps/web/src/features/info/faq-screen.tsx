import { useId, useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { FAQ_ENTRIES } from './faq-data';
import styles from './info.module.css';

/** FAQ: an accordion with one item open at a time. */
export default function FaqScreen() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <Screen header={<Header title="FAQ" showBack />}>
      <div className={styles.accordion}>
        {FAQ_ENTRIES.map((entry, index) => {
          const expanded = open === index;
          return (
            <div key={entry.question} className={styles.item}>
              <h2 className={styles.itemHeading}>
                <button
                  type="button"
                  className={styles.trigger}
                  aria-expanded={expanded}
                  aria-controls={`${id}-${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {entry.question}
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              </h2>
              <div
                id={`${id}-${index}`}
                role="region"
                aria-label={entry.question}
                hidden={!expanded}
                className={styles.panel}
              >
                <p>{entry.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </Screen>
  );
}
