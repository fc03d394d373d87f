import type { ReactNode } from 'react';
import layout from './layout.module.css';

/** A titled block of a screen, named for assistive technology by its heading (`id` labels it). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={layout.section} aria-labelledby={id}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
