import { forgetKeptAnswers } from '../api/kept-answers';

/** The browser keeps the session in localStorage under the spec's keys. */
export const STORAGE_KEYS = {
  accessToken: 'jwt_token',
  refreshToken: 'refresh_token',
  userEmail: 'user_email',
  location: 'location',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const tokenStorage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  setTokens(accessToken: string, refreshToken: string) {
    localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  },
  /** Ends the session in this browser, and forgets the answers kept for it. */
  clearTokens() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    forgetKeptAnswers();
  },
  getUserEmail: () => read(STORAGE_KEYS.userEmail),
  setUserEmail: (email: string) => localStorage.setItem(STORAGE_KEYS.userEmail, email),
};
