import type { ScreenLoader } from '../route-screen';

/** The first tab's screen, apart from the others: the start-up chunk preloads it (routes.tsx), not them. */
export const dashboardScreen: ScreenLoader = () => import('#web/features/dashboard/dashboard-screen.tsx');
