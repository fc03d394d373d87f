import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useShownTheme } from '#web/lib/theme.ts';
import { THEME_DARK, THEME_LIGHT, THEME_NIGHT } from '#web/styles/theme-colors.ts';

export const SCROLL_TO_TOP_DELAY_MS = 10;

/** Scroll to the top and the theme colour on a route change (docs/product.md, 'Routes'). */
export function useRouteChangeEffects(): void {
  const { pathname, key } = useLocation();
  // The visit's first page stays where the browser put it (a prerendered page may be scrolled).
  const theme = useShownTheme();
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
    // The spec's white becomes the dark theme's page colour when the page is dark.
    const colour = pathname.includes('Onboarding') ? THEME_DARK : theme === 'dark' ? THEME_NIGHT : THEME_LIGHT;
    if (meta && meta.getAttribute('content') !== colour) meta.setAttribute('content', colour);
  }, [pathname, theme]);
}
