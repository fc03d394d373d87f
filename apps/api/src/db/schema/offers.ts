import { boolean, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

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
  sku: text('sku').notNull(),
  img: text('img').notNull(),
});

export const addons = pgTable('addons', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  img: text('img').notNull(),
  active: boolean('active').notNull().default(true),
});
