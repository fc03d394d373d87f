import type { AuthSession } from '@game-assist/contracts';
import { baseApi } from '../api/base-api';
import type { AppDispatch } from '../state/root-reducer';
import { tokenStorage } from './token-storage';
import { setUser } from './user-slice';

/**
 * Stores a new session's tokens and user (after a verified code). Answers cached for whoever
 * used this tab before are dropped: the new person never sees someone else's data.
 */
export function startSession(dispatch: AppDispatch, session: AuthSession): void {
  tokenStorage.setTokens(session.access_token, session.refresh_token);
  dispatch(baseApi.util.resetApiState());
  dispatch(setUser(session.user));
}
