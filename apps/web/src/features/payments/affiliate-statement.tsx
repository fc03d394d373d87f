import { useState } from 'react';
import { centavosToBr } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useDownloadAffiliateStatementMutation, useGetAffiliateStatementQuery } from '#web/lib/api/refunds.ts';
import styles from './payments.module.css';

const MONTHS_OFFERED = 24;
const BOM = '\uFEFF';

/** The last months, this one first, as the API names them (AAAA-MM, São Paulo time). */
function recentMonths(now: Date): { value: string; label: string }[] {
  const [year = 2026, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const names = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const at = new Date(Date.UTC(year, month - 1 - back, 1));
    const value = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: names.format(at) };
  });
}

/** Saves text as a file the way a download link does; nothing of it goes in a URL but the blob's own. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /Operador 'Afiliados': per affiliate and month, what their links brought and the commission due; CSV download. */
export function AffiliateStatement() {
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useGetAffiliateStatementQuery(month, { refetchOnMountOrArgChange: true });
  const [download, downloading] = useDownloadAffiliateStatementMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const forbidden = httpStatus(statement.error) === 403;
  const items = statement.data?.items ?? [];
  const total = items.reduce((sum, item) => sum + item.commission, 0);

  async function downloadCsv() {
    setFailure(null);
    try {
      const csv = await download(month).unwrap();
      // The API sends a BOM so spreadsheets read UTF-8; reading the body as text drops it.
      saveFile(`extrato-afiliados-${month}.csv`, csv.startsWith(BOM) ? csv : `${BOM}${csv}`);
    } catch (error) {
      setFailure(isNetworkError(error) ? 'Sem conexão. Tente de novo.' : 'Não foi possível baixar o extrato agora.');
    }
  }

  if (forbidden) return <p role="alert">Acesso restrito aos operadores.</p>;
  return (
    <section className={styles.section} aria-labelledby="statement-title">
      <h2 id="statement-title" className={styles.heading}>
        Extrato dos afiliados
      </h2>
      <SelectField label="Mês" value={month} options={months} onChange={setMonth} />
      {statement.isError ? <LoadFailure what="o extrato" onRetry={() => void statement.refetch()} /> : null}
      {statement.isFetching && !statement.data ? <p role="status">Carregando o extrato…</p> : null}
      {statement.data ? (
        <>
          {items.length === 0 ? <p className={styles.muted}>Nenhum afiliado com movimento neste mês.</p> : null}
          {items.length > 0 ? (
            <ul className={styles.list} aria-label="Afiliados">
              {items.map((item) => (
                <li key={item.affiliateId} className={styles.row} aria-labelledby={`affiliate-${item.affiliateId}`}>
                  <h3 id={`affiliate-${item.affiliateId}`} className={styles.heading}>
                    {item.affiliateName}
                  </h3>
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
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            Comissão total do mês: <strong>{centavosToBr(total)}</strong>
          </p>
          <p className={styles.muted}>{statement.data.rounding}</p>
        </>
      ) : null}
      <ErrorText>{failure}</ErrorText>
      <Button
        variant="secondary"
        loading={downloading.isLoading}
        disabled={downloading.isLoading}
        onClick={() => void downloadCsv()}
      >
        Baixar CSV
      </Button>
    </section>
  );
}
