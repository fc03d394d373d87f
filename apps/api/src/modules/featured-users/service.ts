import type { UsersResponse } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import * as repo from './repository.js';

/** The people the home screen features (GET /users), a list kept in the database in its own order. */
export function createFeaturedUserService({ db }: { db: Database }) {
  return {
    async list(): Promise<UsersResponse> {
      return { users: await repo.listFeaturedUsers(db) };
    },
  };
}

export type FeaturedUserService = ReturnType<typeof createFeaturedUserService>;
