import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.js';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, among what the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('sends the body as it is when nothing it knows is accepted', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate, zstd')).toBeUndefined();
  });

  it('follows the weights: zero refuses, a higher weight wins', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('br ; q=1.0, gzip')).toBe('br');
  });

  it('reads * as any encoding not named, and never fails on a malformed header', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
    expect(preferredEncoding(';;,,br;q=abc, gzip')).toBe('gzip');
    expect(['br', 'gzip', undefined]).toContain(preferredEncoding('br;q=2, gzip;q='));
  });
});
