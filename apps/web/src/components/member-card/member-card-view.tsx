import { SUBSCRIPTION_STATUS_LABELS } from '@game-assist/contracts/rules';
import type { MemberCard } from '@game-assist/contracts/schemas';
import styles from './member-card.module.css';

/** As printed on the card: groups of four digits. */
export const formatMemberNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const STATUS_LABELS: Record<MemberCard['status'], string> = SUBSCRIPTION_STATUS_LABELS;

/** A date as people read it here (dd/mm/aaaa, São Paulo time). */
export const dateBr = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });

/** The member card's face: name, plan, member number, and (in full) status and validity. */
export function MemberCardView({
  card,
  full = false,
}: {
  card: Pick<MemberCard, 'name' | 'plan' | 'memberNumber' | 'status' | 'validUntil'>;
  full?: boolean;
}) {
  return (
    <div className={styles.card}>
      <div className={styles.top}>
        <span className={styles.brand}>Game Assist</span>
        <span className={styles.plan}>{card.plan}</span>
      </div>
      <span className={styles.number}>{formatMemberNumber(card.memberNumber)}</span>
      <div className={styles.bottom}>
        <span className={styles.name}>{card.name}</span>
        {full ? (
          <span className={styles.status}>
            {STATUS_LABELS[card.status]} · válida até {dateBr(card.validUntil)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
