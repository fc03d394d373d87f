import { asc } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { featuredUsers } from '#api/db/schema/featured-users.js';

export const listFeaturedUsers = (db: Executor) =>
  db
    .select({ id: featuredUsers.id, name: featuredUsers.name, photo: featuredUsers.photo })
    .from(featuredUsers)
    .orderBy(asc(featuredUsers.position));
