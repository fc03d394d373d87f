import { membershipApi } from '#web/lib/api/membership.ts';
import { paymentsApi } from '#web/lib/api/payments.ts';
import { subscriberApi } from '#web/lib/api/subscriber.ts';
import { accessTokenUnexpired } from '#web/lib/session/session-account.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';

/**
 * /Assinar's reads start with the app (main.tsx imports this chunk as it starts on /Assinar),
 * beside the screen's code and the start-up refresh, instead of once the session is known, the
 * screen's code has run and its profile check (TitularOnly) has answered: the profile, the offer,
 * the subscription and the charges at once, which the screen then finds cached
 * (`SUBSCRIBE_READS_FRESH_SECONDS` in subscribe-screen.tsx). Only with a stored access token that
 * has yet to expire: an expired one would have each read refused, refreshed and sent again
 * beside the start-up refresh. A dependant who opens /Assinar is refused the titular's three
 * reads (404): nothing shows them, as TitularOnly shows the dependant's own screen instead, and
 * a titular, the one who pays, does not wait a round trip more for the profile first.
 * Nothing shows from here: the guarded routes still wait for the session (session-bootstrap.ts),
 * and a refused session signs out, which forgets these answers with the rest.
 */
export async function startSubscribeReads(store: { dispatch: AppDispatch }): Promise<void> {
  if (!accessTokenUnexpired(tokenStorage.getAccessToken())) return;
  const reads = [
    store.dispatch(subscriberApi.endpoints.getSubscriber.initiate()),
    store.dispatch(paymentsApi.endpoints.getCheckoutOffer.initiate()),
    store.dispatch(membershipApi.endpoints.getSubscription.initiate()),
    store.dispatch(paymentsApi.endpoints.getCharges.initiate()),
  ];
  await Promise.allSettled(reads);
  for (const read of reads) read.unsubscribe();
}
