import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TabScreen } from '../../lib/state/tab-slice';

/** The screen behind each tab of the bottom bar, loaded on first use. */
export const tabScreens: Record<TabScreen, LazyExoticComponent<ComponentType>> = {
  Dashboard: lazy(() => import('../../features/coverages/home-screen')),
  Deposits: lazy(() => import('../../features/banking/deposits/deposits-screen')),
  Loans: lazy(() => import('../../features/banking/loans/loans-screen')),
  Notification: lazy(() => import('../../features/banking/notifications/notifications-screen')),
  More: lazy(() => import('../../features/info/more-screen')),
};
