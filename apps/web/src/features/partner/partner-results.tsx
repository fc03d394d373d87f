import { useState } from 'react';
import { centavosToBr } from '@game-assist/contracts/rules';
import { Card } from '#web/components/ui/card.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useGetAffiliateResultsQuery } from '#web/lib/api/affiliate-portal.ts';
import { recentMonths, shortMonth } from '#web/lib/months.ts';
import styles from './partner.module.css';

const STATUS_WORDS: Record<string, string> = {
  ativa: 'Ativa',
  pendente: 'Aguardando pagamento',
  cancelada: 'Cancelada',
  'cancelamento-agendado': 'Cancelamento agendado',
};
const statusText = (status: string) => STATUS_WORDS[status] ?? status.replace(/-/g, ' ');

/** 'Seus resultados': the last 12 months, newest first, and who the link brought (first name, last initial). */
export function PartnerResults() {
  const [period] = useState(() => {
    const months = recentMonths(new Date(), 12);
    return { de: months.at(-1)?.value ?? '', ate: months[0]?.value ?? '' };
  });
  const results = useGetAffiliateResultsQuery(period, { refetchOnMountOrArgChange: true });
  const months = [...(results.data?.months ?? [])].sort((a, b) => b.month.localeCompare(a.month));

  return (
    <Card id="partner-results" title="Seus resultados">
      {results.isError ? <LoadFailure what="seus resultados" onRetry={() => void results.refetch()} /> : null}
      {results.isLoading ? <p role="status">Carregando seus resultados…</p> : null}
      {results.data ? (
        <>
          <div className={styles.scroll} role="region" aria-label="Resultados por mês" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Mês</th>
                  <th scope="col">Visitas</th>
                  <th scope="col">Cadastros</th>
                  <th scope="col">Assinaturas pagas</th>
                  <th scope="col">Cancelamentos</th>
                  <th scope="col">Comissão</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">
                      {shortMonth(month.month)}
                      {month.closed ? null : <span className={styles.muted}> (em aberto)</span>}
                    </th>
                    <td>{month.visits}</td>
                    <td>{month.signUps}</td>
                    <td>{month.paidSubscriptions}</td>
                    <td>{month.cancellations}</td>
                    <td>{centavosToBr(month.commission)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className={styles.subheading}>Quem chegou pelo seu link</h3>
          {results.data.subscribers.length === 0 ? (
            <p className={styles.muted}>Ninguém assinou pelo seu link neste período ainda.</p>
          ) : (
            <ul className={styles.people}>
              {results.data.subscribers.map((person, index) => (
                <li key={`${person.name}-${person.month}-${index}`}>
                  <strong>{person.name}</strong> · {shortMonth(person.month)} · {statusText(person.status)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}
