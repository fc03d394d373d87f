import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

// What the service requests ask of the catalogue, in the caller's transaction where it has one.

/** A coverage's benefit name and request rules; undefined for an unknown id. */
export const readCoverage = (db: Executor, id: string) => repo.findCoverage(db, id);

/** The coverages a subscriber may request (those with rules), by id. */
export const requestableCoverages = (db: Executor) => repo.findRequestableCoverages(db);

/** The benefit name of each coverage asked, by its id. */
export const benefitNames = (db: Executor, coverageIds: string[]) => repo.benefitNames(db, coverageIds);

/** The catalogue as an offer version holds it, and putting one in force (the offers module's versions, #68). */
export const catalogueContent = (db: Executor) => repo.catalogueContent(db);
export const applyCatalogue = (tx: Executor, content: Parameters<typeof repo.applyCatalogue>[1]) =>
  repo.applyCatalogue(tx, content);
