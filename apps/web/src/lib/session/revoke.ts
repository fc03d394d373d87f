import { apiPaths } from '@game-assist/contracts';
import { apiUrl } from '../api/config';

/**
 * Ends a session on the server (POST /logout revokes the refresh token's whole family). Best
 * effort: offline, the token simply expires on its own.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await fetch(apiUrl(apiPaths.logout), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    });
  } catch {
    // Nothing more to do offline.
  }
}
