import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BENEFIT_NAMES } from '@game-assist/contracts';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { DEMO_EMAIL, seedDatabase } from './index.js';
import {
  accounts,
  addons,
  affiliateLinks,
  affiliates,
  categories,
  charges,
  coverages,
  plans,
  staffMembers,
  subscriptions,
} from '../schema/index.js';
import { seedCategories } from './catalogue-data.js';
import { CATEGORY_NAMES, SPEC_CATEGORY_SLUGS } from './catalogue.test-support.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('seed', () => {
  it('loads the six categories and every known benefit', async () => {
    const rows = await database.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(categories.position);
    expect(rows.map((row) => row.name)).toEqual(CATEGORY_NAMES);
    expect(rows.map((row) => row.id)).toEqual(SPEC_CATEGORY_SLUGS);
    const names = (await database.db.select({ name: coverages.benefitName }).from(coverages)).map((r) => r.name);
    for (const benefit of KNOWN_BENEFIT_NAMES) expect(names).toContain(benefit);
    // Every catalogue benefit, plus one affiliate coverage per affiliate.
    expect(names).toHaveLength(seedCategories.reduce((sum: number, c) => sum + c.coverages.length, 0) + 1);
  });

  it("names in Portuguese what an earlier seed named in the spec's English, and leaves a name changed since", async () => {
    await database.db.update(categories).set({ name: 'life balance' }).where(eq(categories.id, 'life-balance'));
    await database.db.update(categories).set({ name: 'Bem-estar' }).where(eq(categories.id, 'transport'));
    await database.db.update(addons).set({ name: 'Vision' }).where(eq(addons.sku, 'GA-ADDON-VISION'));
    await seedDatabase(database.db, { demoSubscriber: false });
    const names = await database.db.select({ id: categories.id, name: categories.name }).from(categories);
    expect(names).toEqual(
      expect.arrayContaining([
        { id: 'life-balance', name: 'Saúde e bem-estar' },
        { id: 'transport', name: 'Bem-estar' },
      ]),
    );
    const [vision] = await database.db
      .select({ name: addons.name })
      .from(addons)
      .where(eq(addons.sku, 'GA-ADDON-VISION'));
    expect(vision?.name).toBe('Visão');
    await database.db
      .update(categories)
      .set({ name: 'Transporte e conveniência' })
      .where(eq(categories.id, 'transport'));
  });

  it('carries the sample coverage limits', async () => {
    const rows = await database.db.select().from(coverages);
    const byName = new Map(rows.map((row) => [row.benefitName, row.details]));
    expect(byName.get('Assistência Funeral')).toMatchObject({
      coverageAmount: 'Até R$ 5000,00',
      waitingPeriod: '24 horas úteis',
    });
    expect(byName.get('Assistência Residencial')?.usageLimit).toBe('6 acionamentos por ano');
    expect(byName.get('Telemedicina')?.usageLimit).toBe('1 consulta por mês');
    expect(byName.get('Descontos em Farmácia')?.coverageAmount).toBe('Até 20% de desconto');
    const waits = new Set(rows.map((row) => row.details.waitingPeriod));
    for (const wait of ['48 horas úteis', '5 dias úteis', '15 dias úteis']) expect(waits).toContain(wait);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedDatabase(database.db, { demoSubscriber: true });
    await seedDatabase(database.db, { demoSubscriber: true });
    expect(await counts()).toEqual(before);
    expect(before.plans).toBe(1);
    expect(before.addons).toBe(2);
    expect(before.affiliates).toBeGreaterThan(0);
    expect(before.links).toBeGreaterThan(0);
    // The demo subscriber and the operator.
    expect(before.accounts).toBe(2);
    expect(before.paidCharges).toBe(1);
  });

  it('gives the demo subscriber a paid charge and a subscription in force for a year', async () => {
    const [demo] = await database.db
      .select({ status: subscriptions.status, paidUntil: subscriptions.paidUntil, id: subscriptions.accountId })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .where(eq(accounts.email, DEMO_EMAIL));
    expect(demo?.status).toBe('ativa');
    expect(demo?.paidUntil && demo.paidUntil > new Date().toISOString().slice(0, 10)).toBe(true);
    const [charge] = await database.db
      .select()
      .from(charges)
      .where(eq(charges.accountId, demo?.id ?? ''));
    // Dental is in the demo's subscription: R$ 129,90 + R$ 59,88.
    expect(charge).toMatchObject({ status: 'paga', amountCents: 12990 + 5988, currency: 'BRL', method: 'pix' });
  });
});

describe('the demo subscriber', () => {
  it('is left out unless asked for (development and test ask; production never does)', async () => {
    const bare = await createTestDatabase({ seed: false });
    try {
      await seedDatabase(bare.db, { demoSubscriber: false });
      expect(await bare.db.select({ email: accounts.email }).from(accounts)).toEqual([]);
      await seedDatabase(bare.db, { demoSubscriber: true });
      const emails = (await bare.db.select({ email: accounts.email }).from(accounts)).map((row) => row.email);
      expect(emails.sort()).toEqual([DEMO_EMAIL, 'operador@gameassist.local']);
      // The operator is the development run's administrador (#66), once however often the seed runs.
      await seedDatabase(bare.db, { demoSubscriber: true });
      const staff = await bare.db
        .select({ email: accounts.email, roles: staffMembers.roles, status: staffMembers.status })
        .from(staffMembers)
        .innerJoin(accounts, eq(accounts.id, staffMembers.accountId));
      expect(staff).toEqual([{ email: 'operador@gameassist.local', roles: ['administrador'], status: 'ativa' }]);
    } finally {
      await bare.destroy();
    }
  });
});

async function counts() {
  const [c] = await database.db.select({ n: count() }).from(coverages);
  const [p] = await database.db.select({ n: count() }).from(plans);
  const [a] = await database.db.select({ n: count() }).from(addons);
  const [f] = await database.db.select({ n: count() }).from(affiliates);
  const [l] = await database.db.select({ n: count() }).from(affiliateLinks);
  const [u] = await database.db.select({ n: count() }).from(accounts);
  const [g] = await database.db.select({ n: count() }).from(charges).where(eq(charges.status, 'paga'));
  return {
    coverages: c?.n,
    plans: p?.n,
    addons: a?.n,
    affiliates: f?.n,
    links: l?.n,
    accounts: u?.n,
    paidCharges: g?.n,
  };
}
