import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPaths, apiRoutePatterns, apiRoutes, isApiUrl } from './api-paths.js';
import { sessionPaths } from './session-paths.js';

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

describe('apiPaths', () => {
  it('is each route pattern itself when the pattern has no parameter', () => {
    expect(apiPaths.health).toBe('/health');
    expect(apiPaths.notificationPreferences).toBe(apiRoutes.notificationPreferences.pattern);
    expectTypeOf(apiPaths.subscriber).toEqualTypeOf<'/assinante'>();
  });

  it('has the session paths the start-up imports alone', () => {
    expect(sessionPaths).toEqual({ refreshToken: apiPaths.refreshToken, logout: apiPaths.logout });
  });

  it('fills a pattern in with one encoded value per parameter', () => {
    expect(apiPaths.affiliate('a1')).toBe('/affiliates/a1');
    expect(apiPaths.cancelServiceRequest('a/b c')).toBe('/atendimentos/a%2Fb%20c/cancelar');
    expectTypeOf(apiPaths.notificationRead).parameters.toEqualTypeOf<[string]>();
  });

  it('builds, for every route, a path its pattern matches', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      const build: unknown = apiPaths[name as keyof typeof apiPaths];
      const path = typeof build === 'function' ? (build as (...values: string[]) => string)('x', 'x', 'x') : build;
      expect(path, name).toBe(route.pattern.replace(/:[^/]+/g, 'x'));
      expect(apiRoutePatterns[name as keyof typeof apiRoutePatterns], name).toBe(route.pattern);
    }
  });

  it('gives each route a pattern of its own', () => {
    const all = Object.values(apiRoutes).map((route) => route.pattern);
    expect(new Set(all).size).toBe(all.length);
  });
});
