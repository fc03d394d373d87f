import { apiPaths, type AuthSession } from '@game-assist/contracts';
import { apiUrl } from '../api/config';
import { tokenStorage } from './token-storage';

let inFlight: Promise<AuthSession | null> | null = null;

/**
 * Trades the stored refresh token for a new session. Concurrent callers share ONE
 * request: each refresh rotates the token, so a storm of parallel refreshes would
 * look like token reuse to the server and revoke the session.
 * Resolves null when there is no valid session (the tokens are then cleared).
 */
export function refreshSession(): Promise<AuthSession | null> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<AuthSession | null> {
  const refreshToken = tokenStorage.getRefreshToken();
  if (!refreshToken) return null;
  let response: Response;
  try {
    response = await fetch(apiUrl(apiPaths.refreshToken), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch (error) {
    // Offline: keep the tokens, the session may still be valid when the network returns.
    console.error('Erro ao renovar token', error);
    throw error;
  }
  if (!response.ok) {
    console.error('Erro ao renovar token', response.status);
    if (response.status === 401 || response.status === 400) tokenStorage.clearTokens();
    return null;
  }
  const session = (await response.json()) as AuthSession;
  tokenStorage.setTokens(session.access_token, session.refresh_token);
  return session;
}
