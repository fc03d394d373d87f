import type { TabScreen } from '#web/lib/state/tab-slice.ts';
import type { ScreenLoader } from '../route-screen';

/** The screen behind each tab of the bottom bar, loaded on first use. */
export const tabScreens: Record<TabScreen, ScreenLoader> = {
  Dashboard: () => import('#web/features/dashboard/dashboard-screen.tsx'),
  Deposits: () => import('#web/features/banking/deposits/deposits-screen.tsx'),
  Loans: () => import('#web/features/banking/loans/loans-screen.tsx'),
  Notification: () => import('#web/features/notifications/notifications-screen.tsx'),
  More: () => import('#web/features/info/more-screen.tsx'),
};
