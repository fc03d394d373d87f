import { useState } from 'react';
import {
  CHARGE_STATUS_LABELS,
  CHARGE_STATUSES,
  centavosToBr,
  instantToBr,
  type ChargeStatus,
} from '@game-assist/contracts/rules';
import type { OperatorCharge } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { apiMessage, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useConfirmChargeMutation, useGetOperatorChargesQuery } from '#web/lib/api/payments.ts';
import styles from './payments.module.css';

const METHOD = { pix: 'PIX', cartao: 'Cartão' } as const;

function ChargeItem({ charge }: { charge: OperatorCharge }) {
  const [confirm, { isLoading }] = useConfirmChargeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const confirmable = charge.provider === 'pix-manual' && charge.status !== 'paga';

  async function confirmReceipt() {
    setFailure(null);
    try {
      await confirm(charge.id).unwrap();
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. Nada mudou: tente de novo.'
          : (apiMessage(error) ?? 'Não foi possível confirmar agora.'),
      );
    }
  }

  return (
    <li className={styles.section} aria-labelledby={`charge-${charge.id}`}>
      <h2 id={`charge-${charge.id}`} className={styles.heading}>
        {charge.subscriber.name} · {centavosToBr(charge.amount)}
      </h2>
      <p className={styles.muted}>
        {CHARGE_STATUS_LABELS[charge.status]} · {METHOD[charge.method]} · criada em {instantToBr(charge.createdAt)}
        <br />
        {charge.subscriber.email}
        {charge.subscriber.memberNumber ? ` · carteirinha ${charge.subscriber.memberNumber}` : ''}
        {charge.txid ? (
          <>
            <br />
            Identificador do PIX (txid): <code>{charge.txid}</code>
          </>
        ) : null}
      </p>
      {charge.confirmedBy ? (
        <p className={styles.muted}>
          Recebimento confirmado por {charge.confirmedBy.name} em {instantToBr(charge.confirmedBy.at)}.
        </p>
      ) : null}
      {charge.provider === 'asaas' && charge.status !== 'paga' ? (
        <p className={styles.muted}>Confirmada automaticamente pelo Asaas quando for paga.</p>
      ) : null}
      <ErrorText>{failure}</ErrorText>
      {confirmable ? (
        <Button variant="secondary" loading={isLoading} disabled={isLoading} onClick={() => void confirmReceipt()}>
          Confirmar recebimento
        </Button>
      ) : null}
    </li>
  );
}

/** The operators' charges (on /Operador): the pending PIX charges first, each confirmed when its money arrives. */
export function OperatorCharges() {
  const [filter, setFilter] = useState<ChargeStatus | undefined>('pendente');
  const charges = useGetOperatorChargesQuery(filter, { refetchOnMountOrArgChange: true, pollingInterval: 30_000 });
  const forbidden = httpStatus(charges.error) === 403;
  return (
    <>
      {forbidden ? <p role="alert">Acesso restrito aos operadores.</p> : null}
      {charges.isError && !forbidden ? (
        <LoadFailure what="as cobranças" onRetry={() => void charges.refetch()} />
      ) : null}
      {!forbidden ? (
        <div role="group" aria-label="Filtrar cobranças por status">
          {[undefined, ...CHARGE_STATUSES].map((status) => (
            <Button
              key={status ?? 'todas'}
              variant={filter === status ? 'primary' : 'text'}
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {status ? CHARGE_STATUS_LABELS[status] : 'Todas'}
            </Button>
          ))}
        </div>
      ) : null}
      {charges.isLoading ? <p role="status">Carregando as cobranças…</p> : null}
      {charges.data && charges.data.items.length === 0 ? (
        <p className={styles.muted}>Nenhuma cobrança com este status.</p>
      ) : null}
      {charges.data && charges.data.items.length > 0 ? (
        <ul className={styles.list} aria-label="Cobranças">
          {charges.data.items.map((charge) => (
            <ChargeItem key={charge.id} charge={charge} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
