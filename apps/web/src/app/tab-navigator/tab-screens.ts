import type { TabScreen } from '#web/lib/state/tab-slice.ts';
import type { ScreenLoader } from '../route-screen';
import { dashboardScreen } from './dashboard-loader';

export const tabScreens: Record<TabScreen, ScreenLoader> = {
  Dashboard: dashboardScreen,
  Deposits: () => import('#web/features/banking/deposits/deposits-screen.tsx'),
  Loans: () => import('#web/features/banking/loans/loans-screen.tsx'),
  Notification: () => import('#web/features/notifications/notifications-screen.tsx'),
  More: () => import('#web/features/info/more-screen.tsx'),
};
