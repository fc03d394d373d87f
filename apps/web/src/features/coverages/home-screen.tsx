import { useState } from 'react';
import type { Coverage } from '@game-assist/contracts';
import { Header } from '../../components/header/header';
import { CardPreview } from '../../components/ui/card-preview';
import { LoadFailure } from '../../components/ui/load-failure';
import { Screen } from '../../components/ui/screen';
import { BenefitIcon } from './benefit-icon';
import { useGetCoberturasQuery, useGetUsersQuery } from './coverages-api';
import { CoverageSheet } from './coverage-sheet';
import styles from './home.module.css';

/** SPEC §9: at most 3 coverages per category on the dashboard. */
export const MAX_COVERAGES_PER_CATEGORY = 3;

/** The dashboard: a card preview and the coverage categories; a coverage opens its sheet. */
export default function HomeScreen() {
  const coberturas = useGetCoberturasQuery();
  const users = useGetUsersQuery();
  const [selected, setSelected] = useState<Coverage | null>(null);
  const [open, setOpen] = useState(false);
  const settling = coberturas.isLoading || users.isLoading;

  return (
    <Screen header={<Header showUser icon="card" />}>
      <div className={styles.card}>
        <CardPreview brand="visa" holder="Game Assist Black" design="midnight" />
      </div>
      {settling ? (
        <p className={styles.loading} role="status">
          Carregando suas coberturas…
        </p>
      ) : null}
      {coberturas.isError ? <LoadFailure what="suas coberturas" onRetry={() => void coberturas.refetch()} /> : null}
      {!settling && coberturas.data
        ? coberturas.data.categories.map((category) => (
            <section key={category._id} className={styles.category} aria-labelledby={`category-${category._id}`}>
              <h2 id={`category-${category._id}`} className={styles.categoryName}>
                {category.name}
              </h2>
              <ul className={styles.grid}>
                {category.coverages.slice(0, MAX_COVERAGES_PER_CATEGORY).map((coverage) => (
                  <li key={coverage._id}>
                    <button
                      type="button"
                      className={styles.coverage}
                      onClick={() => {
                        setSelected(coverage);
                        setOpen(true);
                      }}
                    >
                      <BenefitIcon benefitName={coverage.benefitName} />
                      <span className={styles.coverageName}>{coverage.benefitName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      <CoverageSheet coverage={selected} open={open} onClose={() => setOpen(false)} />
    </Screen>
  );
}
