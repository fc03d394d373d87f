import type { Storage } from 'redux-persist';

/** redux-persist's storage (its CommonJS `lib/storage` does not survive ESM bundling); failures only forget. */
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
