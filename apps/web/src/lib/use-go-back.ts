import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths, type WebPath } from '@game-assist/contracts/rules';

/** Goes back, or to the fallback when the screen was opened directly (back would leave the app). */
export function useGoBack(fallback: WebPath = webPaths.tabNavigator) {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return useCallback(() => {
    if (openedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [navigate, fallback, openedDirectly]);
}
