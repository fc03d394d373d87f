/**
 * Partner asset storage (avatars, images), configured by URL at build time
 * (`VITE_ASSETS_BASE_URL`); seeded paths such as `users/1.jpg` are relative to it.
 *
 * Without a configured storage nothing serves those paths, so a relative path resolves to
 * null: the avatar shows its initials at once instead of asking for an image that 404s.
 * Absolute https URLs load as they are; anything else (http:, protocol-relative, data
 * from elsewhere) would be blocked by the Content-Security-Policy (img-src https:), so it
 * resolves to null too.
 */
export function resolveAssetUrl(path: string | null | undefined, baseUrl: string | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(value)) return null;
  const base = baseUrl?.trim();
  if (!base) return null;
  return `${base.replace(/\/?$/, '/')}${value.replace(/^\/+/, '')}`;
}

/** An asset path or URL as the browser should load it, or null when there is nothing to load. */
export function assetUrl(path: string | null | undefined): string | null {
  // Read at call time so tests can stub the variable.
  return resolveAssetUrl(path, import.meta.env.VITE_ASSETS_BASE_URL);
}
