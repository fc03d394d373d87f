import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { featuredUsers } from '../../db/schema.js';

export const listFeaturedUsers = (db: Executor) =>
  db
    .select({ id: featuredUsers.id, name: featuredUsers.name, photo: featuredUsers.photo })
    .from(featuredUsers)
    .orderBy(asc(featuredUsers.position));
