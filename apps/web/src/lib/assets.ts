/** Partner asset storage (avatars, images), configured by URL; paths are relative to it. */
const ASSETS_BASE_URL = (import.meta.env.VITE_ASSETS_BASE_URL ?? '/assets-storage/').replace(/\/?$/, '/');

export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${ASSETS_BASE_URL}${path.replace(/^\//, '')}`;
}
