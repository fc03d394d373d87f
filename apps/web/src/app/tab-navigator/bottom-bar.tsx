import { useKeptAnswer } from '#web/lib/api/kept-answers.ts';
import { NOTIFICATIONS_POLL_MS, useGetUnreadNotificationsQuery } from '#web/lib/api/notifications.ts';
import { BAR_TABS, setScreen } from '#web/lib/state/tab-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import { TabIcon } from './tab-icon';
import styles from './bottom-bar.module.css';

const LABELS: Record<(typeof BAR_TABS)[number], string> = {
  Dashboard: 'Início',
  Notification: 'Notificações',
  More: 'Mais',
};

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The spec's three tabs (DESIGN.md); Deposits and Loans open from 'Mais' → 'Exemplos', with no tab selected. */
export function BottomBar() {
  const active = useAppSelector((state) => state.tab.screen);
  const dispatch = useAppDispatch();
  const fresh = useGetUnreadNotificationsQuery(undefined, { pollingInterval: NOTIFICATIONS_POLL_MS }).data?.unread;
  // The count kept from the last visit shows at once, as the kept page (decision 016) showed it.
  const unread = useKeptAnswer('notificacoes-nao-lidas', fresh, isCount) ?? 0;
  return (
    <nav className={styles.bar} aria-label="Navegação principal" data-bottom-bar>
      <div role="tablist" className={styles.list}>
        {BAR_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls="tab-panel"
            className={styles.tab}
            onClick={() => dispatch(setScreen(tab))}
          >
            <TabIcon tab={tab} />
            <span className={styles.label}>{LABELS[tab]}</span>
            {tab === 'Notification' && unread > 0 ? (
              <span className={styles.badge}>
                {unread > 99 ? '99+' : unread}
                <span className="visually-hidden">{unread === 1 ? ' não lida' : ' não lidas'}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </nav>
  );
}
