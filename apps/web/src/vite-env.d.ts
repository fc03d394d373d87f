/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API calls; default `/api` (same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Optional IP-geolocation lookup made at start (off when unset: it sends the IP to a third party). */
  readonly VITE_GEOLOCATION_URL?: string;
  /** Partner asset storage base for avatars and images; unset: stored paths show initials, https URLs still load. */
  readonly VITE_ASSETS_BASE_URL?: string;
  /** Affiliate shown on onboarding when the URL names none. */
  readonly VITE_DEFAULT_AFFILIATE_ID?: string;
  readonly VITE_DEFAULT_AFFILIATE_CODE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
