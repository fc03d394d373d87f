import { forgetKeptAnswers } from '../api/kept-answers';
import { tabSessionChanged, tabSessionEnded } from './session-account';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS };

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
  getCardTokenSecret: () => read(STORAGE_KEYS.cardTokenSecret),
  /** `fresh`: a new sign-in, whose person nothing kept belongs to yet; otherwise a refresh's rotation. */
  setTokens(accessToken: string, refreshToken: string, { fresh = false, cardTokenSecret = '' } = {}) {
    if (fresh) forgetKeptAnswers();
    if (fresh) localStorage.removeItem(STORAGE_KEYS.cardTokenSecret);
    if (cardTokenSecret) localStorage.setItem(STORAGE_KEYS.cardTokenSecret, cardTokenSecret);
    localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    tabSessionChanged(accessToken, fresh);
  },
  /** Ends the session in this browser, and forgets the answers kept for it. */
  clearTokens() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    localStorage.removeItem(STORAGE_KEYS.cardTokenSecret);
    forgetKeptAnswers();
    tabSessionEnded();
  },
  getUserEmail: () => read(STORAGE_KEYS.userEmail),
  setUserEmail: (email: string) => localStorage.setItem(STORAGE_KEYS.userEmail, email),
  forgetUserEmail() {
    try {
      localStorage.removeItem(STORAGE_KEYS.userEmail);
    } catch {
      // Storage disabled: nothing was kept.
    }
  },
};
