import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, type AppDispatch } from '#web/lib/state/root-reducer.ts';
import type { AuthCalls } from '#web/lib/api/auth.ts';

const loadAuthApi = () => import('#web/lib/api/auth.ts');

const ENGAGED = ['pointerdown', 'keydown', 'focusin'] as const;

/** Evaluating the API layer is a long task on a slow phone: spent when someone is about to fill the form. */
function onFirstEngagement(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => ENGAGED.forEach((type) => window.removeEventListener(type, run, true));
  ENGAGED.forEach((type) => window.addEventListener(type, run, true));
  return cancel;
}

/** What a call that never reached the server fails with: RTK Query's own shape for it. */
const NOT_LOADED = { status: 'FETCH_ERROR', error: 'the API module could not be loaded' } as const;

/** Shaped like an RTK Query mutation hook; the API layer never loads before a landing page's first paint. */
export function useAuthCall<Name extends keyof AuthCalls>(name: Name) {
  type Call = (dispatch: AppDispatch, body: Parameters<AuthCalls[Name]>[1]) => ReturnType<AuthCalls[Name]>;
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);

  useEffect(() => onFirstEngagement(() => void loadAuthApi().catch(() => undefined)), []);

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
