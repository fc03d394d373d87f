import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What every PGlite opened on this app's data loads: migration 0021's trigram index needs pg_trgm to read or write `accounts`. */
export const PGLITE_EXTENSIONS = { pg_trgm };
