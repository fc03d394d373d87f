import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '#web/components/ui/offline-banner.tsx';
import { PrivacyNotice } from '#web/features/privacy-notice/privacy-notice.tsx';
import { ReadyMark } from './ready-mark';
import { RouteErrorBoundary } from './route-error-boundary';
import { useRouteChangeEffects } from './use-route-change-effects';

/** Every screen's parent (offline banner, error screen, privacy notice); navigations run as transitions. */
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
