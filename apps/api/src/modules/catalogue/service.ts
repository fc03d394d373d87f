import type { Database } from '#api/db/client.js';
import { createCatalogueCache, type SerializedCatalogue } from './catalogue-cache.js';
import { loadCatalogue } from './repository.js';

/** The coverage catalogue every subscriber browses, served from memory (see catalogue-cache.ts). */
export function createCatalogueService({ db }: { db: Database }) {
  const cache = createCatalogueCache(() => loadCatalogue(db));
  return {
    /** The catalogue ready to send: its bytes in every encoding, and their entity tags. */
    serialized: (): Promise<SerializedCatalogue> => cache.get(),
    /** For anything that changes the catalogue (an admin edit): the next request loads it again. */
    invalidate: (): void => cache.invalidate(),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
