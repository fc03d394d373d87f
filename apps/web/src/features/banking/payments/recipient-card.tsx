import { lastFour, maskCardNumber } from '#web/components/ui/card-number.ts';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import styles from './recipient-card.module.css';

/** Who receives a transfer: photo, name and their card, masked to its last four digits. */
export function RecipientCard({ name, photo, cardNumber }: { name: string; photo: string; cardNumber: string }) {
  return (
    <div className={styles.card}>
      <Avatar name={name} src={photo || null} />
      <div className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.number}>
          <span aria-hidden="true">{maskCardNumber(cardNumber)}</span>
          <span className="visually-hidden">Card ending {lastFour(cardNumber)}</span>
        </span>
      </div>
    </div>
  );
}
