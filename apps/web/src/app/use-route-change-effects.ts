import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { THEME_DARK, THEME_LIGHT } from '../styles/theme-colors';

export const SCROLL_TO_TOP_DELAY_MS = 10;

/**
 * SPEC §2: every route change scrolls to the top after 10 ms, and the browser theme colour is
 * dark on paths containing 'Onboarding', white elsewhere. Used by the root layout and by the
 * error screen, which replaces it when a URL matches nothing.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', pathname.includes('Onboarding') ? THEME_DARK : THEME_LIGHT);
  }, [pathname]);
}
