import { Outlet } from 'react-router';
import { OfflineBanner } from '../components/ui/offline-banner';
import { useRouteChangeEffects } from './use-route-change-effects';

/** Every screen's parent: the offline banner, and the effects of a route change. */
export function RootLayout() {
  useRouteChangeEffects();
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
