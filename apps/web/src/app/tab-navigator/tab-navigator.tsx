import { Suspense } from 'react';
import { useAppSelector } from '../../lib/state/root-reducer';
import { RouteScreen } from '../route-screen';
import { BottomBar } from './bottom-bar';
import { tabScreens } from './tab-screens';
import styles from './tab-navigator.module.css';

/** /TabNavigator: the screen of the stored tab (default Dashboard) above the bottom bar. */
export default function TabNavigator() {
  const screen = useAppSelector((state) => state.tab.screen);
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
