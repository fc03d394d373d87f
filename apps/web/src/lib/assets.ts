/**
 * Seeded paths are relative to `VITE_ASSETS_BASE_URL`; without it they resolve to null, so the
 * avatar shows initials at once instead of asking for an image that 404s. Anything the CSP's
 * img-src would block resolves to null too.
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

export function assetUrl(path: string | null | undefined): string | null {
  // Read at call time so tests can stub the variable.
  return resolveAssetUrl(path, import.meta.env.VITE_ASSETS_BASE_URL);
}
