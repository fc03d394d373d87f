import type { TabScreen } from '../../lib/state/tab-slice';
import type { ScreenLoader } from '../route-screen';

/** The screen behind each tab of the bottom bar, loaded on first use. */
export const tabScreens: Record<TabScreen, ScreenLoader> = {
  Dashboard: () => import('../../features/coverages/home-screen'),
  Deposits: () => import('../../features/banking/deposits/deposits-screen'),
  Loans: () => import('../../features/banking/loans/loans-screen'),
  Notification: () => import('../../features/notifications/notifications-screen'),
  More: () => import('../../features/info/more-screen'),
};
