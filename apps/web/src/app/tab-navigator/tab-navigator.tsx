import { Suspense, useEffect } from 'react';
import { prefetchDashboard } from '#web/lib/api/start-reads.ts';
import { useKeptPage } from '#web/lib/kept-page.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import { RouteScreen } from '../route-screen';
import { BottomBar } from './bottom-bar';
import { tabScreens } from './tab-screens';
import styles from './tab-navigator.module.css';

/** /TabNavigator: the screen of the stored tab (default Dashboard) above the bottom bar. */
export default function TabNavigator() {
  const screen = useAppSelector((state) => state.tab.screen);
  const dispatch = useAppDispatch();
  // The dashboard's reads start beside its code, as when the app starts on this route (main.tsx).
  useEffect(() => {
    if (screen === 'Dashboard') void prefetchDashboard({ dispatch }).catch(() => undefined);
  }, [screen, dispatch]);
  // The next visit opens with the dashboard as last seen, before the app has started (decision 016).
  useKeptPage(screen === 'Dashboard');
  return (
    <div className={styles.layout}>
      <div className={styles.content} id="tab-panel" role="tabpanel" aria-label={screen}>
        <Suspense fallback={null}>
          <RouteScreen load={tabScreens[screen] ?? tabScreens.Dashboard} />
        </Suspense>
      </div>
      <BottomBar />
    </div>
  );
}
