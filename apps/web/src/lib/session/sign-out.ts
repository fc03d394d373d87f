import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths } from '@game-assist/contracts';
import { apiUrl } from '../api/config';
import { baseApi } from '../api/base-api';
import { useAppDispatch } from '../state/root-reducer';
import { tokenStorage } from './token-storage';
import { logout } from './user-slice';

/**
 * Revokes the session on the server (best effort: an offline sign-out still signs out
 * locally), then clears the user, both tokens and every cached answer.
 */
export async function revokeSession(): Promise<void> {
  const refreshToken = tokenStorage.getRefreshToken();
  tokenStorage.clearTokens();
  if (!refreshToken) return;
  try {
    await fetch(apiUrl(apiPaths.logout), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    });
  } catch {
    // The refresh token expires on its own; nothing more to do offline.
  }
}

/** 'Sair': server-side logout, local state cleared, then /SignIn. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    dispatch(logout());
    dispatch(baseApi.util.resetApiState());
    navigate('/SignIn', { replace: true });
  }, [dispatch, navigate]);
}
