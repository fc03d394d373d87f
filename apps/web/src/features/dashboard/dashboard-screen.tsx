import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import type { Category, Coverage, UsersResponse } from '@game-assist/contracts/schemas';
import { Avatar } from '#web/components/avatar/avatar.tsx';
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
import { whenIdle } from '#web/lib/yield-to-browser.ts';
import { CoverageSheet, preloadCoverageSheet } from './coverage-sheet';
import styles from './dashboard-screen.module.css';

const isCatalogue = keptAs('catalogue');
const isUsers = keptAs('users');

/** At most 3 coverages per category on the dashboard, until the person asks for all. */
export const MAX_COVERAGES_PER_CATEGORY = 3;

/** The dashboard's shortcuts, named as the screens they open title themselves. */
const QUICK_ACTIONS = [
  { to: webPaths.myServiceRequests, label: 'Meus atendimentos', icon: 'M9 3h6v3H9z M6 5h12v16H6z M9 11h6 M9 15h6' },
  { to: webPaths.topUpPayment, label: 'Top-up', icon: 'M12 5v14 M5 12h14' },
  { to: webPaths.createInvoice, label: 'Create invoice', icon: 'M6 3h9l3 3v15H6z M9 10h6 M9 14h6 M9 18h3' },
  { to: webPaths.statistics, label: 'Statistics', icon: 'M5 20V10 M12 20V4 M19 20v-7' },
] as const;

export default function DashboardScreen() {
  const catalogueQuery = useGetCatalogueQuery();
  const usersQuery = useGetUsersQuery();
  // The last answers kept in this browser show at once; the reads revalidate behind them.
  // Answers arrive in store updates, which React renders at once and whole; deferred, the lists
  // render after the rest of the screen, in slices the browser can interrupt.
  const catalogue = useDeferredValue(useKeptAnswer('coberturas', catalogueQuery.data, isCatalogue));
  const people = useDeferredValue(useKeptAnswer('users', usersQuery.data, isUsers));
  const catalogueLoading = useDeferredValue(catalogueQuery.isLoading);
  const usersLoading = useDeferredValue(usersQuery.isLoading);
  const catalogueFailed = useDeferredValue(catalogueQuery.isError);
  const usersFailed = useDeferredValue(usersQuery.isError);
  const [selected, setSelected] = useState<Coverage | null>(null);
  const [open, setOpen] = useState(false);
  const openCoverage = useCallback((coverage: Coverage) => {
    setSelected(coverage);
    setOpen(true);
  }, []);
  const settling = (catalogueLoading && !catalogue) || (usersLoading && !people);
  const showingKept = (catalogueFailed && catalogue !== undefined) || (usersFailed && people !== undefined);
  const shown = settling ? undefined : catalogue;
  useEffect(() => {
    // Once idle: the first frames after the categories are the person's, not the sheet's code's.
    return shown ? whenIdle(preloadCoverageSheet) : undefined;
  }, [shown]);

  return (
    <Screen header={<Header showUser icon="card" />}>
      <div className={styles.card}>
        <MemberCardLink />
      </div>
      <nav aria-label="Atalhos">
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={styles.action}>
                <span className={styles.actionIcon}>
                  <StrokeIcon d={action.icon} />
                </span>
                {action.label}
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
      {!settling && people ? <TransferPeople users={people.users} /> : null}
      {usersFailed && !people ? (
        <LoadFailure what="as pessoas para transferência" onRetry={() => void usersQuery.refetch()} />
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

const TransferPeople = memo(function TransferPeople({ users }: { users: UsersResponse['users'] }) {
  if (users.length === 0) return null;
  return (
    <section className={styles.people} aria-labelledby="dashboard-people">
      <h2 id="dashboard-people" className={styles.sectionTitle}>
        Fund transfer
      </h2>
      <ul className={styles.peopleList}>
        {users.map((user) => (
          <li key={user.id}>
            <Link to={webPaths.fundTransfer} state={{ name: user.name, photo: user.photo }} className={styles.person}>
              <Avatar name={user.name} src={user.photo} size="lg" />
              <span className={styles.personName}>{user.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

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
