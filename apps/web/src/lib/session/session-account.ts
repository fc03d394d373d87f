import { STORAGE_KEYS } from './storage-keys';

/** The account an access token names (its `sub`), read unchecked: only to match what was kept for it. */
export function accountOfToken(token: string | null): string | null {
  try {
    const payload: unknown = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (payload as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

const storedAccount = () => {
  try {
    return accountOfToken(localStorage.getItem(STORAGE_KEYS.accessToken));
  } catch {
    return null;
  }
};

/** Whose session this tab shows: undefined until it looks, null once another tab signed another person in. */
let tabAccount: string | null | undefined;

export function tabSessionChanged(accessToken: string, fresh: boolean): void {
  const account = accountOfToken(accessToken);
  tabAccount = fresh || tabAccount === undefined || tabAccount === account ? account : null;
}

export function tabSessionEnded(): void {
  tabAccount = undefined;
}

/** The account this tab may keep and show things for: the stored session's, if this tab still shows it. */
export function keptAccount(): string | null {
  const stored = storedAccount();
  if (tabAccount === undefined) tabAccount = stored;
  return tabAccount !== null && tabAccount === stored ? tabAccount : null;
}
