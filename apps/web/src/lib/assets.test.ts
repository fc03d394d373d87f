import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetUrl, resolveAssetUrl } from './assets';

describe('resolveAssetUrl', () => {
  it('resolves nothing without a configured asset storage: no request that can only 404', () => {
    expect(resolveAssetUrl('users/1.jpg', undefined)).toBeNull();
    expect(resolveAssetUrl('/users/1.jpg', '')).toBeNull();
    expect(resolveAssetUrl('affiliates/aff-001/avatar.jpg', '   ')).toBeNull();
  });

  it('joins relative paths to the configured storage, with exactly one slash', () => {
    expect(resolveAssetUrl('users/1.jpg', 'https://cdn.example/assets')).toBe('https://cdn.example/assets/users/1.jpg');
    expect(resolveAssetUrl('/users/1.jpg', 'https://cdn.example/assets/')).toBe(
      'https://cdn.example/assets/users/1.jpg',
    );
  });

  it('loads absolute https URLs as they are, with or without a storage', () => {
    expect(resolveAssetUrl('https://cdn.example/x.jpg', undefined)).toBe('https://cdn.example/x.jpg');
    expect(resolveAssetUrl('https://cdn.example/x.jpg', 'https://other.example/')).toBe('https://cdn.example/x.jpg');
  });

  it('gives nothing for empty paths and for URLs the page may not load', () => {
    expect(resolveAssetUrl(null, 'https://cdn.example/')).toBeNull();
    expect(resolveAssetUrl(undefined, 'https://cdn.example/')).toBeNull();
    expect(resolveAssetUrl('  ', 'https://cdn.example/')).toBeNull();
    expect(resolveAssetUrl('http://cdn.example/x.jpg', 'https://cdn.example/')).toBeNull();
    expect(resolveAssetUrl('//cdn.example/x.jpg', 'https://cdn.example/')).toBeNull();
    expect(resolveAssetUrl('javascript:alert(1)', 'https://cdn.example/')).toBeNull();
  });
});

describe('assetUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads VITE_ASSETS_BASE_URL', () => {
    vi.stubEnv('VITE_ASSETS_BASE_URL', '');
    expect(assetUrl('users/1.jpg')).toBeNull();
    vi.stubEnv('VITE_ASSETS_BASE_URL', 'https://cdn.example/storage');
    expect(assetUrl('users/1.jpg')).toBe('https://cdn.example/storage/users/1.jpg');
  });
});
