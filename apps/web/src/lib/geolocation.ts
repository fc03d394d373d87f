import { STORAGE_KEYS } from './session/token-storage';

/**
 * The IP-geolocation lookup at start, made only when VITE_GEOLOCATION_URL is configured (it
 * sends the person's IP to a third party) and the person has agreed to it (see
 * followLocationConsent). Its failure is silent.
 */
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

/**
 * Runs the lookup once the persisted state is restored, if the person has agreed to it, or as
 * soon as they agree (the first-launch privacy notice). Without their consent nothing is sent,
 * and a location kept from before is forgotten.
 */
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
