import { describe, expect, it } from 'vitest';
import { isApiUrl } from './paths.js';

describe('isApiUrl', () => {
  it('is the API prefix itself and everything under it, with or without a query', () => {
    for (const url of ['/api', '/api?x=1', '/api/', '/api/coberturas', '/api/health?full=1']) {
      expect(isApiUrl(url), url).toBe(true);
    }
  });

  it('is not a page or file whose name merely starts like it', () => {
    for (const url of ['/', '/apis', '/api-docs', '/apix/y', '/SignIn?next=/api', '/assets/api.js']) {
      expect(isApiUrl(url), url).toBe(false);
    }
  });
});
