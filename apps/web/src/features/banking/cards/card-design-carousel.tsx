import { CARD_DESIGNS, type CardDesign } from '../../../components/ui/card-preview';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons';
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
}

/**
 * Picks the card design: previous/next buttons step through the designs (wrapping round), the dots
 * jump to one, and the current design is announced by name and position.
 */
export function CardDesignCarousel({ value, onChange }: CardDesignCarouselProps) {
  const index = Math.max(0, CARD_DESIGNS.indexOf(value));
  const count = CARD_DESIGNS.length;
  const step = (by: number) => onChange(CARD_DESIGNS[(index + by + count) % count] ?? value);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Card design">
      <h2 className={styles.title}>Card design</h2>
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
            className={`${styles.dot} ${styles[design]}`}
            aria-label={`${DESIGN_NAMES[design]} design`}
            aria-pressed={design === value}
            onClick={() => onChange(design)}
          />
        ))}
      </div>
    </section>
  );
}
