import { StrokeIcon } from '#web/components/ui/stroke-icon.tsx';
import type { TabScreen } from '#web/lib/state/tab-slice.ts';

const PATHS: Record<TabScreen, string> = {
  Dashboard: 'M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z',
  Deposits: 'M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6',
  Loans: 'M12 3v18M17 7H9.5a3 3 0 000 6h5a3 3 0 010 6H6',
  Notification: 'M6 16V11a6 6 0 1112 0v5l2 2H4zM10 20a2 2 0 004 0',
  More: 'M5 12h.01M12 12h.01M19 12h.01',
};

export function TabIcon({ tab }: { tab: TabScreen }) {
  return <StrokeIcon d={PATHS[tab]} />;
}
