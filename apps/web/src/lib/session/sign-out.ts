import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { baseApi } from '../api/base-api';
import { useAppDispatch } from '../state/root-reducer';
import { revokeRefreshToken } from '../api/auth-logout';
import { tokenStorage } from './token-storage';
import { resetVerification } from '../state/verification-slice';
import { logout } from './user-slice';

/** Revokes the session on the server (best effort: offline still signs out here), then clears the tokens. */
export async function revokeSession(): Promise<void> {
  const refreshToken = tokenStorage.getRefreshToken();
  tokenStorage.clearTokens();
  if (refreshToken) await revokeRefreshToken(refreshToken);
}

/** 'Sair': server-side logout, local state cleared (e-mail and verification flags too), then /SignIn. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    tokenStorage.forgetUserEmail();
    dispatch(logout());
    dispatch(resetVerification());
    dispatch(baseApi.util.resetApiState());
    navigate(webPaths.signIn, { replace: true });
  }, [dispatch, navigate]);
}
