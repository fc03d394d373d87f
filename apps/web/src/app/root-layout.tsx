import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '#web/components/ui/offline-banner.tsx';
import { PrivacyNotice } from '#web/features/privacy-notice/privacy-notice.tsx';
import { ReadyMark } from './ready-mark';
import { RouteErrorBoundary } from './route-error-boundary';
import { useRouteChangeEffects } from './use-route-change-effects';

/**
 * Every screen's parent: the offline banner, the effects of a route change, the error screen for
 * a screen that fails, and the first launch's privacy notice. Navigations run as transitions, so the previous screen stays
 * while the next one's chunk loads.
 */
export function RootLayout() {
  useRouteChangeEffects();
  const { key } = useLocation();
  return (
    <>
      <OfflineBanner />
      <RouteErrorBoundary locationKey={key}>
        <Suspense fallback={null}>
          <Outlet />
          <ReadyMark />
        </Suspense>
      </RouteErrorBoundary>
      <PrivacyNotice />
    </>
  );
}
