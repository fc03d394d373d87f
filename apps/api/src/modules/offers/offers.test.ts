import { describe, expect, it } from 'vitest';
import { offerLinesSchema } from '@game-assist/contracts';
import { createTestApp, suiteApp } from '#api/test/app.js';

const app = suiteApp(() => createTestApp());

describe('plans and add-ons', () => {
  it('GET /plans/{id} lists the monthly and annual lines at 79.99 and 899.99 USD', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/plans/plan-black' });
    expect(response.statusCode).toBe(200);
    const lines = offerLinesSchema.parse(response.json());
    expect(lines.map((line) => [line.amount, line.currency])).toEqual([
      ['79.99', 'USD'],
      ['899.99', 'USD'],
    ]);
  });

  it('GET /addons lists Dental 9.99 and Vision 5.99, named in Portuguese, with the spec’s names as slugs', async () => {
    const lines = offerLinesSchema.parse((await app().app.inject({ method: 'GET', url: '/api/addons' })).json());
    expect(lines.map((line) => [line.slug, line.name, line.price])).toEqual([
      ['vision', 'Visão', 5.99],
      ['dental', 'Odontológico', 9.99],
    ]);
  });

  it('answers an unknown plan with 404 JSON', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/plans/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});
