import { describe, expect, it } from 'vitest';
import { affiliateLinkSchema, affiliateSchema } from '@game-assist/contracts';
import { createTestApp, suiteApp } from '#api/test/app.js';

const app = suiteApp(() => createTestApp());

describe('affiliates', () => {
  it('GET /affiliates/{id} returns the affiliate profile', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/affiliates/aff-001' });
    expect(response.statusCode).toBe(200);
    const affiliate = affiliateSchema.parse(response.json());
    expect(affiliate).toMatchObject({ affiliate_id: 'aff-001', affiliate_name: 'Lara Gamer', status: 'active' });
    expect(affiliate.profile.bio.length).toBeGreaterThan(0);
  });

  it('GET /affiliate-links/{code} returns the product name', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/affiliate-links/GAMEASSIST10' });
    expect(response.statusCode).toBe(200);
    expect(affiliateLinkSchema.parse(response.json())).toMatchObject({
      product_name: 'Game Assist',
      affiliate_id: 'aff-001',
      status: 'active',
    });
  });

  it('answers unknown ids with 404 JSON and malformed ones with 400', async () => {
    for (const url of ['/api/affiliates/nope', '/api/affiliate-links/NOPE']) {
      const response = await app().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    }
    const hostile = await app().app.inject({
      method: 'GET',
      url: `/api/affiliates/${encodeURIComponent("' or 1=1 --")}`,
    });
    expect(hostile.statusCode).toBe(400);
  });
});
