import { Suspense } from 'react';
import { useAppSelector } from '../../lib/state/root-reducer';
import { BottomBar } from './bottom-bar';
import { tabScreens } from './tab-screens';
import styles from './tab-navigator.module.css';

/** /TabNavigator: the screen of the stored tab (default Dashboard) above the bottom bar. */
export default function TabNavigator() {
  const screen = useAppSelector((state) => state.tab.screen);
  const Screen = tabScreens[screen] ?? tabScreens.Dashboard;
  return (
    <div className={styles.layout}>
      <div className={styles.content} id="tab-panel" role="tabpanel" aria-label={screen}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </div>
      <BottomBar />
    </div>
  );
}
