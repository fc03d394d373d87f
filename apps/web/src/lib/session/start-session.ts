import type { AuthSession } from '@game-assist/contracts/schemas';
import type { AppDispatch } from '../state/root-reducer';
import { tokenStorage } from './token-storage';
import { setUser } from './user-slice';

/** Stores a new session, forgetting the answers and the page kept for whoever was signed in before. */
export function startSession(dispatch: AppDispatch, session: AuthSession): void {
  tokenStorage.setTokens(session.access_token, session.refresh_token, {
    fresh: true,
    cardTokenSecret: session.cardTokenSecret ?? '',
  });
  dispatch(setUser(session.user));
}
