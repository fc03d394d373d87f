import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** A heading at the top of the card; its level follows the page's outline. */
  title?: ReactNode;
  titleLevel?: 2 | 3;
  /** Shown at the end of the title row (a Badge, a text button). */
  aside?: ReactNode;
  /** Actions at the foot of the card, laid out as a column of full-width buttons on phones. */
  actions?: ReactNode;
  /** `accent` for the one card that matters now (a next step); `plain` for the rest. */
  tone?: 'plain' | 'accent';
  /** section (with a title) or div. */
  as?: 'section' | 'div' | 'li' | 'article';
  id?: string;
  children?: ReactNode;
}

/** A raised block of related content: a plan, a request, a charge, a next step. */
export function Card({
  title,
  titleLevel = 2,
  aside,
  actions,
  tone = 'plain',
  as = 'section',
  id,
  children,
}: CardProps) {
  const Tag = as;
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <Tag className={styles.card} data-tone={tone} id={id} aria-labelledby={as === 'section' ? headingId : undefined}>
      {title || aside ? (
        <div className={styles.head}>
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {aside}
        </div>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Tag>
  );
}
