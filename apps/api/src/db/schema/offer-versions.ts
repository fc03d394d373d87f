import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import type { OfferContent } from '@game-assist/contracts';

/** The offer's versions (#68): at most one draft (published_at null); the one in force is the newest applied. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    number: integer('number').primaryKey(),
    content: jsonb('content').$type<OfferContent>().notNull(),
    basedOn: integer('based_on'),
    vigenteDesde: timestamptz('vigente_desde'),
    publishedAt: timestamptz('published_at'),
    publishedByEmail: text('published_by_email'),
    appliedAt: timestamptz('applied_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_versions_one_draft')
      .on(sql`(true)`)
      .where(sql`${t.publishedAt} is null`),
  ],
);
