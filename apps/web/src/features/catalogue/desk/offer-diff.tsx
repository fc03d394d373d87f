import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useGetOfferDiffQuery } from '#web/lib/api/desk/catalogue.ts';
import styles from './catalogue.module.css';

/** What version `number` changes, fact by fact as the API words it: what, before, after. */
export function OfferDiffTable({ number }: { number: number }) {
  const diff = useGetOfferDiffQuery(number, { refetchOnMountOrArgChange: true });
  if (diff.isError) return <LoadFailure what="o que muda" onRetry={() => void diff.refetch()} />;
  const data = diff.currentData;
  if (!data) return <p role="status">Carregando o que muda…</p>;
  const against = data.against === null ? 'à versão anterior' : `à versão ${data.against}`;
  if (data.changes.length === 0) return <p role="status">Nada muda em relação {against}.</p>;
  return (
    <div className={styles.scroll} role="region" aria-label={`O que muda na versão ${data.number}`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Versão {data.number} em relação {against}: {data.changes.length} mudança(s)
        </caption>
        <thead>
          <tr>
            <th scope="col">O quê</th>
            <th scope="col">Antes</th>
            <th scope="col">Depois</th>
          </tr>
        </thead>
        <tbody>
          {data.changes.map((change) => (
            <tr key={`${change.path}|${change.before}|${change.after}`}>
              <th scope="row">{change.path}</th>
              <td>{change.before ?? '—'}</td>
              <td>{change.after ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
