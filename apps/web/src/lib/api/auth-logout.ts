import { sessionPaths } from '@game-assist/contracts/rules';
import { postJson } from './config';

/**
 * Ends a session on the server (POST /logout revokes the refresh token's whole family). Best
 * effort: offline, the token simply expires on its own. Plain fetch, not the base query: the
 * token is being dropped, so a 401 must not start a refresh.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await postJson(sessionPaths.logout, { refreshToken }, { keepalive: true });
  } catch {
    // Nothing more to do offline.
  }
}
