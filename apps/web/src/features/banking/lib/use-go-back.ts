import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * "Goes back" as the spec's buttons do. When the screen was opened directly (no earlier entry
 * of this app in the history), going back would leave the app, so it goes to the fallback instead.
 */
export function useGoBack(fallback = '/TabNavigator') {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
