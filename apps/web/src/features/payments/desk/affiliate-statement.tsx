import { useState } from 'react';
import { centavosToBr } from '@game-assist/contracts/rules';
import type { AffiliateStatement as Statement } from '@game-assist/contracts/schemas';
import { DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { FilterBar } from '#web/components/desk/filter-bar.tsx';
import { recentMonths } from '#web/lib/months.ts';
import { saveCsv } from '#web/lib/save-file.ts';
import { CsvButton } from '#web/components/ui/csv-button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import {
  useDownloadAffiliateStatementMutation,
  useGetAffiliateStatementQuery,
} from '#web/lib/api/desk/operator-payments.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import styles from '../payments.module.css';

type StatementRow = Statement['items'][number];

/** What an affiliate's link brought in the month, in the panel. */
function AffiliateFacts({ item }: { item: StatementRow }) {
  return (
    <dl className={styles.facts}>
      <dt>Assinaturas trazidas</dt>
      <dd>{item.subscriptionsBrought}</dd>
      <dt>Cobranças pagas</dt>
      <dd>
        {item.paidCharges} · {centavosToBr(item.paidAmount)}
      </dd>
      <dt>Reembolsadas</dt>
      <dd>
        {item.refundedCharges} · {centavosToBr(item.refundedAmount)}
      </dd>
      <dt>Comissão</dt>
      <dd>
        <strong>{centavosToBr(item.commission)}</strong>
      </dd>
    </dl>
  );
}

const COLUMNS: readonly Column<StatementRow>[] = [
  { id: 'name', header: 'Afiliado', cell: (item) => item.affiliateName, sortValue: (item) => item.affiliateName },
  {
    id: 'brought',
    header: 'Assinaturas trazidas',
    cell: (item) => item.subscriptionsBrought,
    sortValue: (item) => item.subscriptionsBrought,
    numeric: true,
  },
  {
    id: 'paid',
    header: 'Cobranças pagas',
    cell: (item) => `${item.paidCharges} · ${centavosToBr(item.paidAmount)}`,
    sortValue: (item) => item.paidAmount,
    numeric: true,
  },
  {
    id: 'refunded',
    header: 'Reembolsadas',
    cell: (item) => `${item.refundedCharges} · ${centavosToBr(item.refundedAmount)}`,
    sortValue: (item) => item.refundedAmount,
    numeric: true,
  },
  {
    id: 'commission',
    header: 'Comissão',
    cell: (item) => centavosToBr(item.commission),
    sortValue: (item) => item.commission,
    numeric: true,
    narrow: true,
  },
];

/** /Operador 'Afiliados': per affiliate and month, what their links brought and the commission due; CSV download. */
export function AffiliateStatement() {
  const [months] = useState(() => recentMonths(new Date(), 24));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useGetAffiliateStatementQuery(month, { refetchOnMountOrArgChange: true });
  const [download, downloading] = useDownloadAffiliateStatementMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const forbidden = httpStatus(statement.error) === 403;
  const items = statement.currentData?.items;
  const total = (items ?? []).reduce((sum, item) => sum + item.commission, 0);

  async function downloadCsv() {
    setFailure(null);
    try {
      const csv = await download(month).unwrap();
      saveCsv(`extrato-afiliados-${month}.csv`, csv);
      showToast(`Extrato de ${months.find((option) => option.value === month)?.label ?? month} baixado.`);
    } catch (error) {
      setFailure(errorText(error, 'O extrato não foi baixado'));
    }
  }

  if (forbidden) return <p role="alert">Acesso restrito aos operadores.</p>;
  return (
    <section className={styles.section} aria-labelledby="statement-title">
      <h2 id="statement-title" className={styles.heading}>
        Extrato dos afiliados
      </h2>
      <FilterBar label="Escolher o mês do extrato">
        <SelectField label="Mês" value={month} options={months} onChange={setMonth} />
        <CsvButton busy={downloading.isLoading} onClick={() => void downloadCsv()} />
      </FilterBar>
      <ErrorText>{failure}</ErrorText>
      <DataTable
        key={month}
        label="Afiliados"
        columns={COLUMNS}
        rows={items}
        rowKey={(item) => item.affiliateId}
        loadingText="Carregando o extrato…"
        emptyText="Nenhum afiliado com movimento neste mês."
        error={
          statement.isError ? <LoadFailure what="o extrato" onRetry={() => void statement.refetch()} /> : undefined
        }
        initialOrder={{ column: 'commission', direction: 'desc' }}
        detail={{ title: (item) => item.affiliateName, render: (item) => <AffiliateFacts item={item} /> }}
      />
      {statement.currentData ? (
        <>
          <p>
            Comissão total do mês: <strong>{centavosToBr(total)}</strong>
          </p>
          <p className={styles.muted}>{statement.currentData.rounding}</p>
        </>
      ) : null}
    </section>
  );
}
