import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OfferContent } from '@game-assist/contracts';

/** The offer's versions (#68): at most one draft (published_at null); the one in force is the newest applied. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    number: integer('number').primaryKey(),
    content: jsonb('content').$type<OfferContent>().notNull(),
    basedOn: integer('based_on'),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByEmail: text('published_by_email'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_versions_one_draft')
      .on(sql`(true)`)
      .where(sql`${t.publishedAt} is null`),
  ],
);
