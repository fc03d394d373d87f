import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, apiRoutes, CRL_PATTERN, JWKS_PATH } from '@game-assist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app.js';

// Fastify announces each instance it creates before any route is added; the hook added there
// sees every route the app registers, exactly as registered.
const INIT_CHANNEL = 'fastify.initialization';
const registered: string[] = [];
const collect = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) registered.push(`${method} ${route.url}`);
  });
};

let ctx: TestContext;
beforeAll(async () => {
  subscribe(INIT_CHANNEL, collect);
  try {
    ctx = await createTestApp();
  } finally {
    unsubscribe(INIT_CHANNEL, collect);
  }
});
afterAll(async () => {
  await ctx.close();
});

const docs = `${API_PREFIX}${apiRoutes.docs.pattern}`;

describe('the API routes', () => {
  it('are exactly those of the contracts table, each at its pattern with its methods', () => {
    // The browsable docs serve their page's own files under their path.
    const wellKnown = [`GET ${JWKS_PATH}`, `GET ${CRL_PATTERN}`];
    const api = registered.filter((route) => !route.startsWith(`GET ${docs}/`) && !wellKnown.includes(route));
    const table = Object.values(apiRoutes).flatMap((route) =>
      route.methods.map((method) => `${method} ${API_PREFIX}${route.pattern}`),
    );
    expect(api.toSorted()).toEqual(table.toSorted());
  });

  it('leave nothing outside the API but the member cards’ keys and revocation lists', () => {
    expect(registered.filter((route) => !route.split(' ')[1]?.startsWith(`${API_PREFIX}/`))).toEqual([
      `GET ${JWKS_PATH}`,
      `GET ${CRL_PATTERN}`,
    ]);
  });
});
