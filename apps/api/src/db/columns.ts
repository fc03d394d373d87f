import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every one the schema stores is a timestamptz. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
