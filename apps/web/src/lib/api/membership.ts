import { apiPaths, crlPath, JWKS_PATH } from '@game-assist/contracts/rules';
import type {
  CardRevocationList,
  Jwks,
  MemberCard,
  Subscription,
  VerifyCardResponse,
  VerifyCardTokenBody,
  VerifyCardTokenResponse,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { postJson } from './config';
import { parseAnswer, read } from './contract';

export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, void>({
      ...read(() => apiPaths.subscription, 'subscription'),
      providesTags: ['Subscription'],
    }),
    /** The signed-in person's card, or (for the titular) a dependant's by id. */
    getMemberCard: build.query<MemberCard, string | void>({
      ...read(
        (pessoa: string | void) =>
          pessoa ? `${apiPaths.memberCard}?${new URLSearchParams({ pessoa }).toString()}` : apiPaths.memberCard,
        'memberCard',
      ),
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionQuery, useGetMemberCardQuery } = membershipApi;

// /verificar's calls are plain fetch: the keys sit outside the API's path (RFC 8615); a clinic has no session.

// A copy the service worker kept says by its Date when the server made it.
const madeAt = (response: Response) => {
  const date = new Date(response.headers.get('date') ?? Date.now());
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString();
};

export async function fetchCardKeys(): Promise<{ keys: Jwks; madeAt: string } | null> {
  const response = await fetch(JWKS_PATH).catch(() => null);
  const keys = response?.ok ? await parseAnswer('cardKeys', await response.json().catch(() => null)) : null;
  if (!response || !keys) return null;
  return { keys, madeAt: madeAt(response) };
}

/** A key's list of revoked cards, asked of the server itself (no cache: it changes when a subscription stops). */
export async function fetchCardRevocations(kid: string): Promise<{ list: CardRevocationList; madeAt: string } | null> {
  const response = await fetch(crlPath(kid), { cache: 'no-cache' }).catch(() => null);
  const list = response?.ok ? await parseAnswer('cardRevocations', await response.json().catch(() => null)) : null;
  if (!response || !list) return null;
  return { list, madeAt: madeAt(response) };
}

/** The server's check of a 'Token de atendimento'; 'offline' or 'error' (429 with its wait, 400…) otherwise. */
export async function askCardTokenVerdict(
  body: VerifyCardTokenBody,
): Promise<VerifyCardTokenResponse | 'offline' | { error: string }> {
  let response: Response;
  try {
    response = await postJson(apiPaths.verifyCardToken, body);
  } catch {
    return 'offline';
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return (await parseAnswer('cardTokenVerdict', answer)) ?? { error: '' };
  const message = (await parseAnswer('apiError', answer))?.message;
  return { error: message ?? '' };
}

/** The server's verdict on a card; 'offline' when it could not be asked, 'error' when it gave none (429, 503…). */
export async function askCardVerdict(token: string): Promise<VerifyCardResponse | 'offline' | 'error'> {
  let response: Response;
  try {
    response = await postJson(apiPaths.verifyMemberCard, { token });
  } catch {
    return 'offline';
  }
  if (!response.ok) return 'error';
  return (await parseAnswer('cardVerdict', await response.json().catch(() => null))) ?? 'error';
}
