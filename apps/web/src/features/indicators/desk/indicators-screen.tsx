import { useState } from 'react';
import { INDICATOR_MONTHS_DEFAULT, INDICATOR_MONTHS_MAX } from '@game-assist/contracts/rules';
import type { Indicators } from '@game-assist/contracts/schemas';
import { BarChart } from '#web/components/desk/bar-chart.tsx';
import { FilterBar } from '#web/components/desk/filter-bar.tsx';
import { recentMonths, shortMonth } from '#web/lib/months.ts';
import { saveCsv } from '#web/lib/save-file.ts';
import desk from '#web/components/desk/desk-screen.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { useDownloadIndicatorsMutation, useGetIndicatorsQuery } from '#web/lib/api/desk/indicators.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { allZero, CHARTED, FIGURES } from './figures';
import styles from './indicators-screen.module.css';

/** Every figure per month: a row a figure, a column a month (the table scrolls sideways). */
function FiguresTable({ indicators }: { indicators: Indicators }) {
  return (
    <div className={styles.scroll} role="region" aria-label="Tabela dos indicadores" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Indicadores por mês</caption>
        <thead>
          <tr>
            <th scope="col">Indicador</th>
            {indicators.months.map((month) => (
              <th scope="col" key={month.month}>
                {shortMonth(month.month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => (
            <tr key={figure.id}>
              <th scope="row">{figure.label}</th>
              {indicators.months.map((month) => (
                <td key={month.month}>{figure.format(figure.value(month))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /Operador 'Indicadores' (financeiro, administrador): the business's figures per month, charts and CSV. */
export function IndicatorsScreen() {
  // Short names ('dez. 2026'): two selects and the button share a phone's row.
  const [months] = useState(() =>
    recentMonths(new Date(), INDICATOR_MONTHS_MAX).map((month) => ({ ...month, label: shortMonth(month.value) })),
  );
  const [to, setTo] = useState(months[0]?.value ?? '');
  const [from, setFrom] = useState(months[INDICATOR_MONTHS_DEFAULT - 1]?.value ?? '');
  const reversed = from > to;
  const period = { de: from, ate: to };
  const indicators = useGetIndicatorsQuery(period, { skip: reversed, refetchOnMountOrArgChange: true });
  const [download, downloading] = useDownloadIndicatorsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const data = reversed ? undefined : indicators.currentData;

  async function downloadCsv() {
    setFailure(null);
    try {
      saveCsv(`indicadores-${from}-a-${to}.csv`, await download(period).unwrap());
      showToast(`Indicadores de ${shortMonth(from)} a ${shortMonth(to)} baixados.`);
    } catch (error) {
      setFailure(errorText(error, 'Os indicadores não foram baixados'));
    }
  }

  if (httpStatus(indicators.error) === 403)
    return <p role="alert">Acesso restrito ao financeiro e aos administradores.</p>;
  return (
    <section className={desk.section} aria-labelledby="indicators-title">
      <h2 id="indicators-title" className={desk.heading}>
        Indicadores
      </h2>
      <FilterBar label="Escolher o período">
        <SelectField label="De" value={from} options={months} onChange={setFrom} />
        <SelectField label="Até" value={to} options={months} onChange={setTo} />
        <Button
          variant="secondary"
          loading={downloading.isLoading}
          disabled={downloading.isLoading || reversed}
          onClick={() => void downloadCsv()}
        >
          Baixar CSV
        </Button>
      </FilterBar>
      <ErrorText>{reversed ? 'O mês inicial deve vir antes do mês final.' : failure}</ErrorText>
      {reversed ? null : indicators.isError ? (
        httpStatus(indicators.error) === 400 ? (
          <ErrorText>{errorText(indicators.error, 'Os indicadores não foram carregados')}</ErrorText>
        ) : (
          <LoadFailure what="os indicadores" onRetry={() => void indicators.refetch()} />
        )
      ) : !data ? (
        <p role="status">Carregando os indicadores…</p>
      ) : allZero(data.months) ? (
        <p role="status">Nenhum movimento no período escolhido.</p>
      ) : (
        <>
          <div className={styles.charts}>
            {FIGURES.filter((figure) => CHARTED.includes(figure.id)).map((figure) => (
              <BarChart
                key={figure.id}
                title={figure.label}
                format={(value) => figure.format(value)}
                points={data.months.map((month) => ({
                  label: shortMonth(month.month),
                  value: figure.value(month) ?? 0,
                }))}
              />
            ))}
          </div>
          <FiguresTable indicators={data} />
          <p className={desk.muted}>
            Meses no horário de São Paulo; o mês atual vai até agora. As regras de cada número estão em docs/product.md.
          </p>
        </>
      )}
    </section>
  );
}
