import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { baseApi } from '../api/base-api';
import { useAppDispatch } from '../state/root-reducer';
import { revokeRefreshToken } from '../api/auth-logout';
import { pushApi } from '../api/push';
import { keptSubscriptionId, unsubscribeThisDevice } from '../push-device';
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
    // The next person here must not get these notifications (offline, the browser's subscription still ends).
    const pushId = keptSubscriptionId();
    if (pushId) await dispatch(pushApi.endpoints.deletePushSubscription.initiate(pushId)).catch(() => undefined);
    await unsubscribeThisDevice().catch(() => undefined);
    await revokeSession();
    tokenStorage.forgetUserEmail();
    dispatch(logout());
    dispatch(resetVerification());
    dispatch(baseApi.util.resetApiState());
    navigate(webPaths.signIn, { replace: true });
  }, [dispatch, navigate]);
}
