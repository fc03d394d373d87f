import type { AuthSession } from '@game-assist/contracts/schemas';
import { forgetPreviousAnswers } from '../api/new-session-answers';
import type { AppDispatch } from '../state/root-reducer';
import { setEmailVerified } from '../state/verification-slice';
import { tokenStorage } from './token-storage';
import { setUser } from './user-slice';

/**
 * Every sign-in's one way in (code, passkey, a dependant's invite): the session is kept, then the answers
 * cached for whoever used this tab before go. In that order: a screen still open (the staff gate) asks
 * again at once, and must ask as the new session.
 */
export function startSession(dispatch: AppDispatch, session: AuthSession): void {
  // Each way in proves the address: a right e-mail code or an invite's, or a passkey of the account.
  dispatch(setEmailVerified(true));
  tokenStorage.setUserEmail(session.user.email);
  tokenStorage.setTokens(session.access_token, session.refresh_token, {
    fresh: true,
    cardTokenSecret: session.cardTokenSecret ?? '',
  });
  dispatch(setUser(session.user));
  dispatch(forgetPreviousAnswers());
}
