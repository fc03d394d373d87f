import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import type { Category, Coverage } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { keptAs } from '#web/lib/api/contract.ts';
import { useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';
import { MemberCardLink } from '#web/components/member-card/member-card-link.tsx';
import { BenefitIcon } from './benefit-icon';
import { useGetCatalogueQuery } from '#web/lib/api/catalogue.ts';
import { useGetUsersQuery } from '#web/lib/api/featured-users.ts';
import { useTitularOfPlan } from '#web/lib/api/subscriber.ts';
import { whenIdle } from '#web/lib/yield-to-browser.ts';
import { CoverageSheet, preloadCoverageSheet } from './coverage-sheet';
import styles from './dashboard-screen.module.css';

const isCatalogue = keptAs('catalogue');
const isUsers = keptAs('users');

/** At most 3 coverages per category on the dashboard, until the person asks for all. */
export const MAX_COVERAGES_PER_CATEGORY = 3;

// The next step shows once its reads answer anyway: its code comes beside them, not in the first screen's chunk.
const NextStep = lazy(() =>
  import('./next-step').then(
    ({ NextStep }) => ({ default: NextStep }),
    () => ({ default: () => null }),
  ),
);

/** The subscriber's own screens, named as they title themselves; a dependant's plan is the titular's. */
const SHORTCUTS = [
  { to: webPaths.memberCard, label: 'Carteirinha', icon: 'M3 6h18v12H3z M3 10h18 M7 15h4', titular: false },
  {
    to: webPaths.myServiceRequests,
    label: 'Meus atendimentos',
    icon: 'M9 3h6v3H9z M6 5h12v16H6z M9 11h6 M9 15h6',
    titular: false,
  },
  { to: webPaths.myPlan, label: 'Meu plano', icon: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z', titular: true },
  { to: webPaths.myCharges, label: 'Minhas cobranças', icon: 'M4 5h16v14H4z M4 9h16 M8 14h4', titular: true },
  {
    to: webPaths.dependants,
    label: 'Dependentes',
    icon: 'M9 11a3 3 0 100-6 3 3 0 000 6z M3 20a6 6 0 0112 0 M17 11a2.5 2.5 0 100-5 M15.5 14.5A5 5 0 0121 20',
    titular: true,
  },
  {
    to: webPaths.myData,
    label: 'Meus dados',
    icon: 'M12 3a4 4 0 110 8 4 4 0 010-8z M4 21a8 8 0 0116 0',
    titular: false,
  },
] as const;

export default function DashboardScreen() {
  const catalogueQuery = useGetCatalogueQuery();
  const usersQuery = useGetUsersQuery();
  // Kept answers show at once while the reads revalidate; deferred, the lists render in interruptible slices.
  const catalogue = useDeferredValue(useKeptAnswer('coberturas', catalogueQuery.data, isCatalogue));
  const people = useDeferredValue(useKeptAnswer('users', usersQuery.data, isUsers));
  const catalogueLoading = useDeferredValue(catalogueQuery.isLoading);
  const usersLoading = useDeferredValue(usersQuery.isLoading);
  const catalogueFailed = useDeferredValue(catalogueQuery.isError);
  const usersFailed = useDeferredValue(usersQuery.isError);
  const titular = useTitularOfPlan();
  const [selected, setSelected] = useState<Coverage | null>(null);
  const [open, setOpen] = useState(false);
  const openCoverage = useCallback((coverage: Coverage) => {
    setSelected(coverage);
    setOpen(true);
  }, []);
  // The spec's Home waits for both calls; the people are the examples' transfer recipients now.
  const settling = (catalogueLoading && !catalogue) || (usersLoading && !people);
  const showingKept = (catalogueFailed && catalogue !== undefined) || (usersFailed && people !== undefined);
  const shown = settling ? undefined : catalogue;
  useEffect(() => {
    // Once idle: the first frames after the categories are the person's, not the sheet's code's.
    return shown ? whenIdle(preloadCoverageSheet) : undefined;
  }, [shown]);

  return (
    <Screen header={<Header showUser icon="member-card" />}>
      <div className={styles.card}>
        <MemberCardLink />
      </div>
      <div className={styles.nextStep}>
        <Suspense fallback={null}>
          <NextStep />
        </Suspense>
      </div>
      <nav aria-label="Atalhos">
        <ul className={styles.actions}>
          {SHORTCUTS.filter((shortcut) => !shortcut.titular || titular === undefined).map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className={styles.action}>
                <span className={styles.actionIcon}>
                  <StrokeIcon d={shortcut.icon} />
                </span>
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {settling ? (
        <p className={styles.loading} role="status">
          Carregando suas coberturas…
        </p>
      ) : null}
      {showingKept ? (
        <p className={styles.keptNote} role="status">
          Sem conexão: mostrando as últimas informações salvas neste aparelho.
        </p>
      ) : null}
      {catalogueFailed && !catalogue ? (
        <LoadFailure what="suas coberturas" onRetry={() => void catalogueQuery.refetch()} />
      ) : null}
      {!settling && catalogue
        ? catalogue.categories.map((category) => (
            <CategorySection key={category._id} category={category} onOpen={openCoverage} />
          ))
        : null}
      <CoverageSheet coverage={selected} open={open} onClose={() => setOpen(false)} />
    </Screen>
  );
}

/** Kept as they are while another update renders (the sheet opening, an answer arriving). */
const CategorySection = memo(function CategorySection({
  category,
  onOpen,
}: {
  category: Category;
  onOpen(coverage: Coverage): void;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `category-${category._id}`;
  const listId = `category-${category._id}-coverages`;
  const total = category.coverages.length;
  const hasMore = total > MAX_COVERAGES_PER_CATEGORY;
  const shown = expanded ? category.coverages : category.coverages.slice(0, MAX_COVERAGES_PER_CATEGORY);
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <div className={styles.categoryHead}>
        <h2 id={headingId} className={styles.categoryName}>
          {category.name}
        </h2>
        {hasMore ? (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={headingId}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? 'Ver menos' : `Ver todas (${total})`}
          </button>
        ) : null}
      </div>
      <ul id={listId} className={styles.grid}>
        {shown.map((coverage) => (
          <li key={coverage._id}>
            <button type="button" className={styles.coverage} onClick={() => onOpen(coverage)}>
              <BenefitIcon benefitName={coverage.benefitName} />
              <span className={styles.coverageName}>{coverage.benefitName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
