import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '@game-assist/contracts';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { CATEGORY_NAMES, SPEC_CATEGORY_SLUGS } from '#api/db/seed/catalogue.test-support.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /coberturas', () => {
  it('returns the six categories with full coverage items, per the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/coberturas' });
    expect(response.statusCode).toBe(200);
    const { categories } = catalogueResponseSchema.parse(response.json());
    // People read Portuguese names; clients that matched the spec's English names match the slugs.
    expect(categories.map((category) => category.name)).toEqual(CATEGORY_NAMES);
    expect(categories.map((category) => category.slug)).toEqual(SPEC_CATEGORY_SLUGS);
    const funeral = categories.flatMap((c) => c.coverages).find((c) => c.benefitName === 'Assistência Funeral');
    expect(funeral).toMatchObject({
      coverageAmount: 'Até R$ 5000,00',
      waitingPeriod: '24 horas úteis',
      eligibleBeneficiaries: expect.arrayContaining(['Titular']),
      provider: { name: expect.any(String), contact: { phone: expect.any(String) } },
      cancellationPolicy: { terms: expect.any(String), penalty: expect.any(String) },
    });
  });

  it('lists the affiliate coverage first in its category, with the affiliate profile', async () => {
    const { categories } = catalogueResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/coberturas' })).json(),
    );
    const tech = categories.find((category) => category.slug === 'tech-support');
    expect(tech?.coverages[0]).toMatchObject({
      affiliateName: 'Lara Gamer',
      profile: { partnerDetails: { verifiedStatus: 'Verificado' }, highlights: expect.any(Array) },
    });
  });

  it('is cacheable: ETag, Cache-Control, and 304 on If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/coberturas' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/coberturas', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await ctx.app.inject({
      method: 'GET',
      url: '/api/coberturas',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/coberturas',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('arrives compressed once, Brotli or gzip, to clients that accept it, with an entity tag per encoding', async () => {
    const get = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: '/api/coberturas', headers });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');

    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const tags = [plain, brotli, gzip].map((response) => response.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    // Any representation's tag revalidates the catalogue, whichever encoding is asked for now;
    // the 304 names the one the client holds.
    for (const tag of tags) {
      const again = await get({ 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.headers.etag).toBe(tag);
    }
  });
});
