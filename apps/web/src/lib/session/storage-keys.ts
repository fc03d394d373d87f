/** The browser keeps the session in localStorage under the spec's keys. */
export const STORAGE_KEYS = {
  accessToken: 'jwt_token',
  refreshToken: 'refresh_token',
  userEmail: 'user_email',
  location: 'location',
} as const;
