import { useState } from 'react';
import { centavosToBr, instantToBr, paidWithText } from '@game-assist/contracts/rules';
import type { OperatorRefund } from '@game-assist/contracts/schemas';
import { DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { useMoneyAction } from '#web/components/desk/step-up.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useCompleteRefundMutation, useGetOperatorRefundsQuery } from '#web/lib/api/desk/operator-payments.ts';
import { httpStatus } from '#web/lib/api/errors.ts';
import { amountColumn, subscriberColumn } from './columns';
import styles from '../payments.module.css';

function RefundDetail({ refund }: { refund: OperatorRefund }) {
  const [complete, { isLoading }] = useCompleteRefundMutation();
  const [confirming, setConfirming] = useState(false);
  const amount = centavosToBr(refund.amount);
  const markable = refund.provider === 'pix-manual' && refund.status === 'pendente';

  const {
    run: markRefunded,
    failure,
    prompt,
  } = useMoneyAction(async () => {
    await complete(refund.id).unwrap();
    setConfirming(false);
    showToast(`Reembolso de ${amount} para ${refund.subscriber.name} marcado como feito.`);
  });

  return (
    <>
      <p>
        Chave PIX: <code>{refund.pixKey}</code>
      </p>
      <p className={styles.muted}>
        {refund.status === 'pendente' ? 'A fazer' : 'Reembolsado'} · pago com {paidWithText(refund)} · pedido em{' '}
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
      {prompt}
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
    </>
  );
}

const COLUMNS: readonly Column<OperatorRefund>[] = [
  subscriberColumn(),
  amountColumn(),
  {
    id: 'method',
    header: 'Pago com',
    cell: (refund) => paidWithText(refund),
    sortValue: (refund) => paidWithText(refund),
  },
  {
    id: 'requested',
    header: 'Pedido em',
    cell: (refund) => instantToBr(refund.requestedAt),
    sortValue: (refund) => refund.requestedAt,
    nowrap: true,
  },
  {
    id: 'protocol',
    header: 'Protocolo',
    cell: (refund) => refund.protocol ?? '—',
    sortValue: (refund) => refund.protocol,
  },
];

const DETAIL = {
  title: (refund: OperatorRefund) => `${refund.subscriber.name} · ${centavosToBr(refund.amount)}`,
  render: (refund: OperatorRefund) => <RefundDetail refund={refund} />,
};

/** /Operador 'Reembolsos': the refunds to make (amount, PIX key), then the latest made; one panel for both. */
export function OperatorRefunds() {
  const refunds = useGetOperatorRefundsQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 30_000 });
  const [open, setOpen] = useState<string | null>(null);
  const forbidden = httpStatus(refunds.error) === 403;
  const items = refunds.data?.items ?? [];
  const pending = items.filter((refund) => refund.status === 'pendente');
  const done = items.filter((refund) => refund.status === 'concluido');
  const table = {
    columns: COLUMNS,
    rowKey: (refund: OperatorRefund) => refund.id,
    detail: DETAIL,
    open,
    onOpenChange: setOpen,
  };
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
          <DataTable
            {...table}
            label="Reembolsos a fazer"
            rows={pending}
            loadingText="Carregando os reembolsos…"
            emptyText="Nenhum reembolso a fazer."
            initialOrder={{ column: 'requested', direction: 'asc' }}
          />
          {done.length > 0 ? (
            <>
              <h2 className={styles.heading}>Feitos</h2>
              <DataTable {...table} label="Reembolsos feitos" rows={done} loadingText="" emptyText="" />
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
