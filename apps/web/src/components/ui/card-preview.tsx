import { lastFour, maskCardNumber, previewCardNumber } from './card-number';
import styles from './card-preview.module.css';
import designs from './card-designs.module.css';

export const CARD_DESIGNS = ['ocean', 'midnight', 'coral', 'sky'] as const;
export type CardDesign = (typeof CARD_DESIGNS)[number];

export interface CardPreviewProps {
  /** Card brand: visa, mastercard, amex, dinersclub, hipercard, ... (sets the number's length). */
  brand: string;
  /** A real number is shown masked to its last four digits; without one the preview shows the brand's empty number. */
  number?: string;
  holder?: string;
  expiry?: string;
  /** Already formatted with its currency. */
  balance?: string;
  design?: CardDesign;
  size?: 'regular' | 'small';
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  dinersclub: 'Diners Club',
  hipercard: 'Hipercard',
};

export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.toUpperCase();
}

/** A picture of a payment card; read to screen readers as one sentence (brand, last digits, balance). */
export function CardPreview({
  brand,
  number,
  holder,
  expiry,
  balance,
  design = 'ocean',
  size = 'regular',
}: CardPreviewProps) {
  const shown = number ? maskCardNumber(number, brand) : previewCardNumber('', brand);
  const description = [
    `${brandName(brand)} card`,
    number ? `ending ${lastFour(number)}` : 'preview',
    balance ? `balance ${balance}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      role="img"
      aria-label={description}
      className={[styles.card, designs[design], design === 'sky' ? styles.onLight : '', styles[size]]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.top}>
        {balance ? <span className={styles.balance}>{balance}</span> : <span />}
        <span className={styles.brand}>{brandName(brand)}</span>
      </div>
      <span className={styles.number}>{shown}</span>
      <div className={styles.bottom}>
        <span>{holder ?? ''}</span>
        <span>{expiry ?? ''}</span>
      </div>
    </div>
  );
}
