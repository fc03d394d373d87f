import { sessionPaths } from '@game-assist/contracts/rules';
import type { AuthSession } from '@game-assist/contracts/schemas';
import { tokenStorage } from '../session/token-storage';
import { postJson } from './config';
import { parseAnswer } from './contract';

let inFlight: Promise<AuthSession | null> | null = null;

/** One shared request: parallel refreshes would look like token reuse. Plain fetch (the base query calls this). */
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
    response = await postJson(sessionPaths.refreshToken, { refreshToken });
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
  const session = await parseAnswer('authSession', await response.json().catch(() => null));
  if (!session) {
    // Not a session (a proxy's page, a broken answer): keep the tokens, try again later.
    console.error('Erro ao renovar token', 'resposta inválida');
    throw new Error('the refresh answer is not a session');
  }
  tokenStorage.setTokens(session.access_token, session.refresh_token);
  return session;
}
