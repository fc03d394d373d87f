import type { ReactNode } from 'react';
import designs from '#web/components/ui/card-designs.module.css';
import { CARD_DESIGNS, type CardDesign } from '#web/components/ui/card-preview.tsx';
import { useSwipe } from '#web/lib/hooks/use-swipe.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import layout from '../components/layout.module.css';
import styles from './card-design-carousel.module.css';

const DESIGN_NAMES: Record<CardDesign, string> = {
  ocean: 'Ocean',
  midnight: 'Midnight',
  coral: 'Coral',
  sky: 'Sky',
};

interface CardDesignCarouselProps {
  value: CardDesign;
  onChange(design: CardDesign): void;
  /** What one slide shows: the card in that design. */
  renderDesign(design: CardDesign): ReactNode;
}

/** Picks the card design: swiped, dragged or arrowed, stepped by buttons (wrapping) or dots; announced by name. */
export function CardDesignCarousel({ value, onChange, renderDesign }: CardDesignCarouselProps) {
  const index = Math.max(0, CARD_DESIGNS.indexOf(value));
  const count = CARD_DESIGNS.length;
  const select = (next: number) => onChange(CARD_DESIGNS[next] ?? value);
  const step = (by: number) => select((index + by + count) % count);
  const { rootProps, viewportProps, trackProps, slideProps } = useSwipe({
    index,
    count,
    onIndexChange: select,
    loop: true,
  });

  return (
    <section {...rootProps} className={styles.carousel} aria-label="Card design">
      <h2 className={styles.title}>Card design</h2>
      <div {...viewportProps}>
        <div {...trackProps}>
          {CARD_DESIGNS.map((design, designIndex) => (
            <div key={design} {...slideProps(designIndex)} className={layout.centre}>
              {renderDesign(design)}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label="Previous design">
          <ChevronLeftIcon />
        </button>
        <p className={styles.current} aria-live="polite">
          {DESIGN_NAMES[value]} ({index + 1} of {count})
        </p>
        <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label="Next design">
          <ChevronRightIcon />
        </button>
      </div>
      <div className={styles.dots}>
        {CARD_DESIGNS.map((design) => (
          <button
            key={design}
            type="button"
            className={`${styles.dot} ${designs[design]}`}
            aria-label={`${DESIGN_NAMES[design]} design`}
            aria-pressed={design === value}
            onClick={() => onChange(design)}
          />
        ))}
      </div>
    </section>
  );
}
