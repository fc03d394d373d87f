import { Fragment, useState, type ReactNode } from 'react';
import { centavosToBr, dateToBr } from '@game-assist/contracts/rules';
import type { AffiliateOwnStatement } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { CsvButton } from '#web/components/ui/csv-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import {
  useDownloadAffiliateOwnStatementMutation,
  useGetAffiliateOwnStatementQuery,
} from '#web/lib/api/affiliate-portal.ts';
import { errorText } from '#web/lib/api/errors.ts';
import { recentMonths } from '#web/lib/months.ts';
import { saveCsv } from '#web/lib/save-file.ts';
import styles from './partner.module.css';

/** The month's figures as an income statement: period, gross commission, payouts with their receipts, balance. */
function StatementFacts({ statement, period }: { statement: AffiliateOwnStatement; period: string }) {
  const { line } = statement;
  const facts: [string, ReactNode][] = [
    ['Período', period],
    ['Parceiro', statement.affiliateName],
    ['Situação', statement.closed ? 'Mês fechado' : `Em aberto: fecha em ${dateToBr(statement.closesOn)}`],
    ['Assinaturas trazidas', line.subscriptionsBrought],
    ['Cobranças pagas', `${line.paidCharges} · ${centavosToBr(line.paidAmount)}`],
    ['Reembolsadas', `${line.refundedCharges} · ${centavosToBr(line.refundedAmount)}`],
    ['Comissão bruta', <strong key="gross">{centavosToBr(line.commission)}</strong>],
    ['Total pago', centavosToBr(statement.paidOut)],
    ['Saldo a receber', <strong key="balance">{centavosToBr(statement.balance)}</strong>],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 className={styles.subheading}>Pagamentos</h3>
      {statement.payouts.length === 0 ? (
        <p className={styles.muted}>Nenhum pagamento registrado para este mês.</p>
      ) : (
        <ul className={styles.people} aria-label="Pagamentos do mês">
          {statement.payouts.map((payout) => (
            <li key={payout.id}>
              <strong>{centavosToBr(payout.amountCents)}</strong> em {dateToBr(payout.paidOn)} · comprovante PIX{' '}
              <span className={styles.code}>{payout.endToEndId}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>{statement.rounding}</p>
    </>
  );
}

/** 'Extrato do mês': the month chosen, 'Baixar CSV' and 'Imprimir informe' (the print shows this card only). */
export function PartnerStatement() {
  const [months] = useState(() => recentMonths(new Date(), 24));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useGetAffiliateOwnStatementQuery(month, { refetchOnMountOrArgChange: true });
  const [download, downloading] = useDownloadAffiliateOwnStatementMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const period = months.find((option) => option.value === month)?.label ?? month;

  async function downloadCsv() {
    setFailure(null);
    try {
      saveCsv(`extrato-parceiro-${month}.csv`, await download(month).unwrap());
      showToast(`Extrato de ${period} baixado.`);
    } catch (error) {
      setFailure(errorText(error, 'O extrato não foi baixado'));
    }
  }

  return (
    <div className={styles.printable}>
      <Card id="partner-statement" title="Extrato do mês">
        <p className={styles.printOnly}>Informe de rendimentos de parceria</p>
        <div className={styles.noPrint}>
          <SelectField label="Mês" value={month} options={months} onChange={setMonth} />
        </div>
        {statement.isError ? <LoadFailure what="o extrato" onRetry={() => void statement.refetch()} /> : null}
        {statement.isFetching && !statement.currentData ? <p role="status">Carregando o extrato…</p> : null}
        {statement.currentData ? <StatementFacts statement={statement.currentData} period={period} /> : null}
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <CsvButton busy={downloading.isLoading} onClick={() => void downloadCsv()} />
          <Button variant="secondary" disabled={!statement.currentData} onClick={() => window.print()}>
            Imprimir informe
          </Button>
        </div>
        <ErrorText>{failure}</ErrorText>
      </Card>
    </div>
  );
}
