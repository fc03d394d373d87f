import { useState } from 'react';
import { centavosToBr, instantToBr } from '@game-assist/contracts/rules';
import type { OperatorRefund } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { apiMessage, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useCompleteRefundMutation, useGetOperatorRefundsQuery } from '#web/lib/api/refunds.ts';
import { METHOD_LABELS } from './method-labels';
import styles from './payments.module.css';

function RefundItem({ refund }: { refund: OperatorRefund }) {
  const [complete, { isLoading }] = useCompleteRefundMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = centavosToBr(refund.amount);
  const markable = refund.provider === 'pix-manual' && refund.status === 'pendente';

  async function markRefunded() {
    setFailure(null);
    try {
      await complete(refund.id).unwrap();
      setConfirming(false);
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. Nada mudou: tente de novo.'
          : (apiMessage(error) ?? 'Não foi possível marcar agora.'),
      );
    }
  }

  return (
    <li className={styles.section} aria-labelledby={`refund-${refund.id}`}>
      <h2 id={`refund-${refund.id}`} className={styles.heading}>
        {refund.subscriber.name} · {amount}
      </h2>
      <p>
        Chave PIX: <code>{refund.pixKey}</code>
      </p>
      <p className={styles.muted}>
        {refund.status === 'pendente' ? 'A fazer' : 'Reembolsado'} · pago com {METHOD_LABELS[refund.method]} · pedido em{' '}
        {instantToBr(refund.requestedAt)}
        {refund.protocol ? ` · protocolo ${refund.protocol}` : ''}
        <br />
        {refund.subscriber.email}
        {refund.subscriber.memberNumber ? ` · carteirinha ${refund.subscriber.memberNumber}` : ''}
      </p>
      {refund.completedAt ? (
        <p className={styles.muted}>Reembolso concluído em {instantToBr(refund.completedAt)}.</p>
      ) : null}
      {refund.provider === 'asaas' && refund.status === 'pendente' ? (
        <p className={styles.muted}>O Asaas faz este reembolso; ele é concluído sozinho quando o Asaas confirmar.</p>
      ) : null}
      <ErrorText>{failure}</ErrorText>
      {markable && confirming ? (
        <div role="group" aria-label={`Confirmar o reembolso de ${amount}`}>
          <p>
            Confirma que enviou {amount} por PIX para a chave {refund.pixKey}?
          </p>
          <Button loading={isLoading} disabled={isLoading} onClick={() => void markRefunded()}>
            Sim, reembolso enviado
          </Button>
          <Button variant="text" onClick={() => setConfirming(false)}>
            Voltar
          </Button>
        </div>
      ) : null}
      {markable && !confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Marcar como reembolsado
        </Button>
      ) : null}
    </li>
  );
}

/** /Operador 'Reembolsos': the refunds to make (amount, PIX key), then the latest made. */
export function OperatorRefunds() {
  const refunds = useGetOperatorRefundsQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 30_000 });
  const forbidden = httpStatus(refunds.error) === 403;
  const items = refunds.data?.items ?? [];
  const pending = items.filter((refund) => refund.status === 'pendente');
  const done = items.filter((refund) => refund.status === 'concluido');
  return (
    <>
      {forbidden ? <p role="alert">Acesso restrito aos operadores.</p> : null}
      {refunds.isError && !forbidden ? (
        <LoadFailure what="os reembolsos" onRetry={() => void refunds.refetch()} />
      ) : null}
      {refunds.isLoading ? <p role="status">Carregando os reembolsos…</p> : null}
      {refunds.data ? (
        <>
          <h2 className={styles.heading}>A fazer</h2>
          {pending.length === 0 ? <p className={styles.muted}>Nenhum reembolso a fazer.</p> : null}
          {pending.length > 0 ? (
            <ul className={styles.list} aria-label="Reembolsos a fazer">
              {pending.map((refund) => (
                <RefundItem key={refund.id} refund={refund} />
              ))}
            </ul>
          ) : null}
          {done.length > 0 ? (
            <>
              <h2 className={styles.heading}>Feitos</h2>
              <ul className={styles.list} aria-label="Reembolsos feitos">
                {done.map((refund) => (
                  <RefundItem key={refund.id} refund={refund} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
