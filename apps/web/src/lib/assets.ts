/** Seeded paths resolve against `VITE_ASSETS_BASE_URL`; without it, or blocked by img-src, null (initials show). */
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
