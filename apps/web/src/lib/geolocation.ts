import { STORAGE_KEYS } from './session/token-storage';

/**
 * The IP-geolocation lookup of SPEC §7, made at start only when VITE_GEOLOCATION_URL is
 * configured (it sends the person's IP to a third party). Its failure is silent.
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
