import { and, eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { EMPTY_COVERAGE_DETAILS } from '@game-assist/contracts';
import { STARTUP_LOCK, type Executor } from '../client.js';
import {
  accounts,
  addons,
  affiliateLinks,
  affiliates,
  categories,
  coverages,
  featuredUsers,
  offerVersions,
  plans,
  subscribers,
  subscriptions,
} from '../schema/index.js';
import {
  seedAddons,
  seedAffiliateLinks,
  seedAffiliates,
  seedCategories,
  seedPlans,
  seedUsers,
} from './catalogue-data.js';
import { slugify } from '#api/lib/slugify.js';
import { payDemoSubscription, seedOperator } from './demo-payment.js';

const AFFILIATE_CATEGORY = 'tech-support';

/** Seeded for local use and tests only (never in production); signs in by code like anyone. */
export const DEMO_EMAIL = 'assinante@gameassist.local';
/** Fixed (the seed sits below the modules, so it draws none): the issuer prefix 7019 and a Luhn check digit. */
export const DEMO_MEMBER_NUMBER = '7019000000000012';

/** Adds the rows a table lacks; a row already there (by any unique key) stays as it is. */
async function insertMissing<TTable extends PgTable>(tx: Executor, table: TTable, rows: PgInsertValue<TTable>[]) {
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing();
}

/** Idempotent: runs on every start, adding what a release brings; the demo subscriber only when asked. */
export async function seedDatabase(db: Executor, { demoSubscriber }: { demoSubscriber: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    // Processes starting together seed one after another.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    // Once the offer has versions, 'Catálogo' edits it: a release no longer rewrites its rules (#68).
    const versioned = (await tx.select({ number: offerVersions.number }).from(offerVersions).limit(1)).length > 0;
    for (const [position, category] of seedCategories.entries()) {
      await tx
        .insert(categories)
        .values({ id: category.slug, name: category.name, description: category.description, position })
        .onConflictDoNothing();
      // Seeded with the spec's English name before 2026-12-01: named in Portuguese, unless renamed since.
      await tx
        .update(categories)
        .set({ name: category.name })
        .where(and(eq(categories.id, category.slug), eq(categories.name, category.specName)));
      for (const [index, coverage] of category.coverages.entries()) {
        const { benefitName, rules, ...details } = coverage;
        await tx
          .insert(coverages)
          .values({ id: slugify(benefitName), categoryId: category.slug, position: index, benefitName, details, rules })
          .onConflictDoUpdate({ target: coverages.id, set: { rules }, setWhere: sql`not ${versioned}` });
      }
    }
    await insertMissing(
      tx,
      affiliates,
      seedAffiliates.map((affiliate) => ({
        id: affiliate.affiliateId,
        name: affiliate.affiliateName,
        status: affiliate.status,
        profile: affiliate.profile,
      })),
    );
    // An affiliate coverage per affiliate, first in its category: the sheet opens its bio view.
    await insertMissing(
      tx,
      coverages,
      seedAffiliates.map((affiliate) => ({
        id: `parceiro-${affiliate.affiliateId}`,
        categoryId: AFFILIATE_CATEGORY,
        position: -1,
        benefitName: affiliate.affiliateName,
        details: {
          ...EMPTY_COVERAGE_DETAILS,
          coverageType: 'Parceria',
          eligibleBeneficiaries: ['Titular'],
          affiliateName: affiliate.affiliateName,
          profile: affiliate.profile,
        },
      })),
    );
    await insertMissing(
      tx,
      affiliateLinks,
      seedAffiliateLinks.map(({ linkId, ...link }) => ({ code: linkId, ...link })),
    );
    await insertMissing(
      tx,
      plans,
      seedPlans.map(({ planId, pricing, ...plan }) => ({ id: planId, ...pricing, ...plan })),
    );
    await insertMissing(
      tx,
      addons,
      seedAddons.map(({ specName: _specName, ...addon }) => addon),
    );
    for (const addon of seedAddons) {
      await tx
        .update(addons)
        .set({ name: addon.name })
        .where(and(eq(addons.sku, addon.sku), eq(addons.name, addon.specName)));
    }
    await insertMissing(
      tx,
      featuredUsers,
      seedUsers.map((user, position) => ({ id: `user-${position + 1}`, name: user.name, photo: user.photo, position })),
    );
    if (demoSubscriber) await seedDemoSubscriber(tx);
  });
}

/** The demo subscriber, paid for a year, and the operator who confirms payments in development. */
async function seedDemoSubscriber(tx: Executor): Promise<void> {
  const now = new Date();
  await seedOperator(tx, now);
  const [demo] = await tx
    .insert(accounts)
    .values({ email: DEMO_EMAIL, firstName: 'Maria', lastName: 'Lima', confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (demo) await insertDemoSubscription(tx, demo.id);
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_EMAIL));
  if (account) await payDemoSubscription(tx, account.id, now);
}

async function insertDemoSubscription(tx: Executor, accountId: string): Promise<void> {
  await tx.insert(subscriptions).values({
    accountId,
    planId: 'plan-black',
    addOns: ['GA-ADDON-DENTAL'],
    status: 'aguardando-pagamento',
    startedAt: new Date('2026-01-05T12:00:00Z'),
    memberNumber: DEMO_MEMBER_NUMBER,
  });
  await tx.insert(subscribers).values({
    accountId,
    nome: 'Maria Lima',
    telefone: '(11) 98765-4321',
    nascimento: '1990-05-17',
    endereco: 'Rua das Flores, 123 - São Paulo/SP',
  });
}
