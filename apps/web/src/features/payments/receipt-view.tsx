import { useEffect, useRef } from 'react';
import {
  CHARGE_STATUS_LABELS,
  centavosToBr,
  chargePeriodText,
  instantToBr,
  paymentWayText,
} from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useGetReceiptQuery } from '#web/lib/api/cancellation.ts';
import styles from './payments.module.css';

/** A paid charge's receipt: the receipt e-mail's facts, and its refund when there is one; printable. */
export function ReceiptView({ chargeId }: { chargeId: string }) {
  const receipt = useGetReceiptQuery(chargeId);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = receipt.data;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);

  if (!data) {
    return receipt.isError ? (
      <LoadFailure what="o recibo" onRetry={() => void receipt.refetch()} />
    ) : (
      <p role="status">Carregando o recibo…</p>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="receipt-title">
      <h2 id="receipt-title" ref={heading} tabIndex={-1} className={styles.heading}>
        Recibo de pagamento
      </h2>
      <dl className={styles.facts}>
        <dt>Valor pago</dt>
        <dd>{centavosToBr(data.amount)}</dd>
        <dt>Pago em</dt>
        <dd>{instantToBr(data.paidAt)}</dd>
        <dt>Forma de pagamento</dt>
        <dd>{paymentWayText(data)}</dd>
        {data.automatic ? (
          <>
            <dt>Período</dt>
            <dd>{chargePeriodText(data)}</dd>
          </>
        ) : null}
        <dt>Situação</dt>
        <dd>{CHARGE_STATUS_LABELS[data.status]}</dd>
        <dt>Pagador</dt>
        <dd>
          {data.payer.name} · CPF {data.payer.cpf}
        </dd>
        <dt>Carteirinha</dt>
        <dd>{data.memberNumber}</dd>
        <dt>Cobrança</dt>
        <dd>
          <code>{data.chargeId}</code>
        </dd>
      </dl>
      <h3 className={styles.heading}>Itens</h3>
      <ul className={styles.items}>
        {data.items.map((item) => (
          <li key={item.name}>
            {item.name}: {centavosToBr(item.amount)}
          </li>
        ))}
      </ul>
      {data.refund ? (
        <p>
          {data.refund.status === 'concluido' && data.refund.completedAt
            ? `Reembolso de ${centavosToBr(data.refund.amount)} feito em ${instantToBr(data.refund.completedAt)}.`
            : `Reembolso de ${centavosToBr(data.refund.amount)} em andamento.`}
        </p>
      ) : null}
      <div className={styles.noPrint}>
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimir recibo
        </Button>
      </div>
    </section>
  );
}
