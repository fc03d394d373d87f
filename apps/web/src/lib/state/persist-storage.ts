import type { Storage } from 'redux-persist';

/**
 * redux-persist's storage over localStorage, written here because the package's
 * CommonJS `lib/storage` default export does not survive ESM bundling. Failures
 * (private mode, quota) degrade to not persisting instead of breaking the app.
 */
export const persistStorage: Storage = {
  async getItem(key: string) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  async setItem(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the state simply is not remembered.
    }
  },
  async removeItem(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};
