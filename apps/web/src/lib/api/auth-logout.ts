import { sessionPaths } from '@game-assist/contracts/rules';
import { postJson } from './config';

/** POST /logout (revokes the family), best effort; plain fetch, as a 401 here must not start a refresh. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await postJson(sessionPaths.logout, { refreshToken }, { keepalive: true });
  } catch {
    // Nothing more to do offline.
  }
}
