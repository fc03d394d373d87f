import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths, type WebPath } from '@game-assist/contracts/rules';

/**
 * "Goes back" as the spec's buttons do. When the screen was opened directly (React Router gives the
 * first entry of a visit the key 'default'), going back would leave the app, so it goes to the
 * fallback instead.
 */
export function useGoBack(fallback: WebPath = webPaths.tabNavigator) {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return useCallback(() => {
    if (openedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [navigate, fallback, openedDirectly]);
}
