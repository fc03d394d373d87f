import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, type AppDispatch } from '../../../lib/state/root-reducer';
import type { AuthCalls } from './auth-api';

const loadAuthApi = () => import('./auth-api');

/** Runs `task` once the browser is idle (soon after, where there is no idle callback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** What a call that never reached the server fails with: RTK Query's own shape for it. */
const NOT_LOADED = { status: 'FETCH_ERROR', error: 'the API module could not be loaded' } as const;

/**
 * One of the auth calls, as `[call, { isLoading }]` like an RTK Query mutation hook. The API
 * layer (RTK Query with it) loads once the screen is showing, not before its first paint: the
 * sign-in and sign-up screens are landing pages. A module that cannot load (offline) fails
 * like a request that got no answer.
 */
export function useAuthCall<Name extends keyof AuthCalls>(name: Name) {
  type Call = (dispatch: AppDispatch, body: Parameters<AuthCalls[Name]>[1]) => ReturnType<AuthCalls[Name]>;
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);

  useEffect(() => whenIdle(() => void loadAuthApi().catch(() => undefined)), []);

  const call = useCallback(
    async (body: Parameters<Call>[1]): Promise<Awaited<ReturnType<Call>>> => {
      setLoading(true);
      try {
        const { authCalls } = await loadAuthApi().catch(() => Promise.reject(NOT_LOADED));
        return await (authCalls[name] as Call)(dispatch, body);
      } finally {
        setLoading(false);
      }
    },
    [dispatch, name],
  );
  return [call, { isLoading }] as const;
}
