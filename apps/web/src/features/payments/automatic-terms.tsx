import { AUTO_RENEWAL_LABELS, centavosToBr, dateToBr, type AutoRenewalFrequency } from '@game-assist/contracts/rules';
import { Card } from '#web/components/ui/card.tsx';
import styles from './payments.module.css';

const PERIODS: Record<AutoRenewalFrequency, { first: string; each: string }> = {
  mensal: { first: 'o primeiro mês', each: 'todo mês, no mesmo dia do mês em que você paga hoje' },
  anual: { first: 'o primeiro ano', each: 'todo ano, na mesma data em que você paga hoje' },
};

/**
 * What the person agrees to before the QR code: what is debited, when, and how to stop it.
 * `nextDebitOn`: the day the API gives for the next debit, when it gives one.
 */
export function AutomaticTerms({
  frequency,
  amount,
  nextDebitOn = null,
}: {
  frequency: AutoRenewalFrequency;
  amount: number;
  nextDebitOn?: string | null;
}) {
  const period = PERIODS[frequency];
  return (
    <Card
      id="pix-automatico-terms"
      title={`Como funciona o ${AUTO_RENEWAL_LABELS[frequency]}`}
      titleLevel={3}
      tone="accent"
    >
      <ul className={styles.items}>
        <li>
          Agora você paga {period.first}, {centavosToBr(amount)}, com o código PIX. Depois, {centavosToBr(amount)} são
          debitados da sua conta {period.each}
          {nextDebitOn ? `, o próximo em ${dateToBr(nextDebitOn)}` : ''}, até você desativar.
        </li>
        <li>
          Ao pagar, o app do seu banco pede para autorizar os próximos débitos. A data e o valor do próximo aparecem em
          Meu plano.
        </li>
        <li>
          Para parar, toque em &quot;Desativar renovação automática&quot; em Meu plano ou cancele a autorização no app
          do banco. A assinatura continua valendo até o fim do que já foi pago.
        </li>
      </ul>
    </Card>
  );
}
