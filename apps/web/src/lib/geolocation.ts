import { STORAGE_KEYS } from './session/token-storage';

/** Sends the IP to a third party only when configured and agreed to (docs/product.md); plain fetch. */
export async function recordLocation(url = import.meta.env.VITE_GEOLOCATION_URL): Promise<void> {
  if (!url) return;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.ok) localStorage.setItem(STORAGE_KEYS.location, JSON.stringify(await response.json()));
  } catch {
    // Optional enrichment: nothing the person needs to know about.
  }
}

function forgetLocation() {
  try {
    localStorage.removeItem(STORAGE_KEYS.location);
  } catch {
    // Storage disabled: nothing is kept either.
  }
}

interface ConsentStore {
  getState(): { consent: { geolocation: boolean } };
  subscribe(listener: () => void): () => void;
}

/** Without consent nothing is sent, and a location kept from before is forgotten. */
export async function followLocationConsent(
  store: ConsentStore,
  restored: Promise<void>,
  lookup: () => Promise<void> = recordLocation,
): Promise<() => void> {
  await restored;
  let consented: boolean | undefined;
  const follow = () => {
    const now = store.getState().consent.geolocation;
    if (now === consented) return;
    consented = now;
    if (now) void lookup();
    else forgetLocation();
  };
  follow();
  return store.subscribe(follow);
}
