import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The users list of GET /users (transfer recipients on the sample screens). */
export const featuredUsers = pgTable('featured_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  position: integer('position').notNull(),
});
