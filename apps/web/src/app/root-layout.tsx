import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/ui/offline-banner';
import { THEME_DARK, THEME_LIGHT } from '../styles/theme-colors';

export const SCROLL_TO_TOP_DELAY_MS = 10;
export { THEME_DARK, THEME_LIGHT };

/** Scrolls to the top 10 ms after every route change and keeps the browser theme colour in step. */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', pathname.includes('Onboarding') ? THEME_DARK : THEME_LIGHT);
  }, [pathname]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
