import { boolean, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  monthlyFee: numeric('monthly_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  annualFee: numeric('annual_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  benefits: jsonb('benefits').$type<{ name: string; description: string }[]>().notNull(),
  installments: text('installments').notNull(),
  pixPrice: text('pix_price').notNull(),
  /** What checkout charges, in centavos of BRL: the year at once by PIX, or instalments on a card. */
  pixPriceCents: integer('pix_price_cents').notNull(),
  installmentCount: integer('installment_count').notNull(),
  installmentCents: integer('installment_cents').notNull(),
  sku: text('sku').notNull(),
  img: text('img').notNull(),
  /** Whether dependants (up to 4) are included in the price: a plan's rule, not the app's. */
  dependantsIncluded: boolean('dependants_included').notNull().default(false),
});

export const addons = pgTable('addons', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** What checkout charges for the year, in centavos of BRL (`price` is the spec's sample in `currency`). */
  yearPriceCents: integer('year_price_cents').notNull(),
  img: text('img').notNull(),
  active: boolean('active').notNull().default(true),
});
