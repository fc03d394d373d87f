import { tokenStorage } from '#web/lib/session/token-storage.ts';

/** An unsigned access token shaped as the API's, naming `account`, expiring at `exp` (2100 unless told). */
export function accessTokenFor(account: string, exp = 4_102_444_800): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part({ sub: account, exp })}.c2ln`;
}

/** Signs `account` in in this browser, as a verified code does (tokens only). */
export function signedInAs(account = 'conta-teste'): void {
  tokenStorage.setTokens(accessTokenFor(account), 'refresh', { fresh: true });
}

/** What a screen kept for `account` under `key` on an earlier visit. */
export function keptEarlier(key: string, answer: unknown, account = 'conta-teste'): void {
  localStorage.setItem(`kept-answer:${key}`, JSON.stringify({ account, answer }));
}
