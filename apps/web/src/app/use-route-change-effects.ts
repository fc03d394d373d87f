import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { THEME_DARK, THEME_LIGHT } from '#web/styles/theme-colors.ts';

export const SCROLL_TO_TOP_DELAY_MS = 10;

/** Scroll to the top and the theme colour on a route change (docs/product.md, 'Routes'). */
export function useRouteChangeEffects(): void {
  const { pathname, key } = useLocation();
  // The visit's first page stays where the browser put it (a prerendered page may be scrolled).
  const scrolledFor = useRef(key === 'default' ? pathname : null);

  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    const timer = window.setTimeout(() => {
      scrolledFor.current = pathname;
      window.scrollTo(0, 0);
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]');
    const colour = pathname.includes('Onboarding') ? THEME_DARK : THEME_LIGHT;
    if (meta && meta.getAttribute('content') !== colour) meta.setAttribute('content', colour);
  }, [pathname]);
}
