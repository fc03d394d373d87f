import { useState } from 'react';
import {
  CHARGE_STATUS_LABELS,
  CHARGE_STATUSES,
  centavosToBr,
  instantToBr,
  type ChargeStatus,
  paidWithText,
} from '@game-assist/contracts/rules';
import type { OperatorCharge } from '@game-assist/contracts/schemas';
import { DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { useMoneyAction } from '#web/components/desk/step-up.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { FilterBar } from '#web/components/desk/filter-bar.tsx';
import { tablePages } from '#web/components/desk/table-pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import {
  useConfirmChargeMutation,
  useGetOperatorChargePagesInfiniteQuery,
} from '#web/lib/api/desk/operator-payments.ts';
import { httpStatus } from '#web/lib/api/errors.ts';
import { amountColumn, subscriberColumn } from './columns';
import styles from '../payments.module.css';

const titleOf = (charge: OperatorCharge) => `${charge.subscriber.name} · ${centavosToBr(charge.amount)}`;

function ChargeDetail({ charge, filter }: { charge: OperatorCharge; filter: ChargeStatus | undefined }) {
  const [confirm, { isLoading }] = useConfirmChargeMutation();
  // A cancelled (replaced) charge, or one paid or refunded already, is never confirmed (409).
  const confirmable =
    charge.provider === 'pix-manual' && (charge.status === 'pendente' || charge.status === 'expirada');

  const {
    run: confirmReceipt,
    failure,
    prompt,
  } = useMoneyAction(async () => {
    await confirm(charge.id).unwrap();
    const leaves = filter !== undefined && filter !== 'paga';
    showToast(
      `Recebimento confirmado: ${titleOf(charge)}.${leaves ? ' A cobrança não aparece mais neste filtro.' : ''}`,
    );
  });

  return (
    <>
      <p className={styles.muted}>
        {CHARGE_STATUS_LABELS[charge.status]} · {paidWithText(charge)} · criada em {instantToBr(charge.createdAt)}
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
      {prompt}
      {confirmable ? (
        <Button variant="secondary" loading={isLoading} disabled={isLoading} onClick={() => void confirmReceipt()}>
          Confirmar recebimento
        </Button>
      ) : null}
    </>
  );
}

const COLUMNS: readonly Column<OperatorCharge>[] = [
  subscriberColumn(),
  amountColumn(),
  {
    id: 'status',
    header: 'Status',
    cell: (charge) => CHARGE_STATUS_LABELS[charge.status],
    sortValue: (charge) => CHARGE_STATUSES.indexOf(charge.status),
  },
  {
    id: 'method',
    header: 'Forma',
    cell: (charge) => paidWithText(charge),
    sortValue: (charge) => paidWithText(charge),
  },
  {
    id: 'created',
    header: 'Criada em',
    cell: (charge) => instantToBr(charge.createdAt),
    sortValue: (charge) => charge.createdAt,
    nowrap: true,
  },
];

/** The operators' charges (on /Operador): the pending ones first, each confirmed when its PIX money arrives. */
export function OperatorCharges() {
  const [filter, setFilter] = useState<ChargeStatus | undefined>('pendente');
  const pages = useGetOperatorChargePagesInfiniteQuery(filter, {
    refetchOnMountOrArgChange: true,
    pollingInterval: 30_000,
  });
  const { rows, more, failed } = tablePages(pages);
  const forbidden = failed && httpStatus(pages.error) === 403;
  if (forbidden) return <p role="alert">Acesso restrito aos operadores.</p>;
  return (
    <>
      <FilterBar
        label="Filtrar cobranças por status"
        options={[undefined, ...CHARGE_STATUSES].map((status) => ({
          key: status ?? 'todas',
          label: status ? CHARGE_STATUS_LABELS[status] : 'Todas',
        }))}
        value={filter ?? 'todas'}
        onChange={(key) => setFilter(CHARGE_STATUSES.find((status) => status === key))}
      />
      <DataTable
        key={filter ?? 'todas'}
        label="Cobranças"
        columns={COLUMNS}
        rows={rows}
        loadingText="Carregando as cobranças…"
        emptyText="Nenhuma cobrança com este status."
        error={failed ? <LoadFailure what="as cobranças" onRetry={() => void pages.refetch()} /> : undefined}
        more={more}
        initialOrder={{ column: 'created', direction: 'desc' }}
        detail={{ title: titleOf, render: (charge) => <ChargeDetail charge={charge} filter={filter} /> }}
      />
    </>
  );
}
