import { STORAGE_KEYS } from './storage-keys';

/** An access token's claims, read unchecked (the server checks the signature); null when not a JWT. */
function claimsOf(token: string | null): { sub?: unknown; exp?: unknown } | null {
  try {
    const payload: unknown = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

/** The account an access token names (its `sub`), read unchecked: only to match what was kept for it. */
export function accountOfToken(token: string | null): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/** Whether an access token has yet to expire, read unchecked: only to start reads before the refresh. */
export function accessTokenUnexpired(token: string | null, now = Date.now(), marginMs = 30_000): boolean {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - marginMs > now;
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
