import type { Executor } from '#api/db/client.js';
import * as ratingRepo from './ratings/repository.js';

export interface CoverageRatings {
  coverageId: string;
  ratings: number;
  /** Their scores added up: the average is `scoreSum / ratings`. */
  scoreSum: number;
  fourOrFive: number;
}

/** 'Indicadores' (#67): per coverage, the ratings given in [from, to), by when they were given; coverages without any absent. */
export const ratingsByCoverage = (tx: Executor, from: Date, to: Date): Promise<CoverageRatings[]> =>
  ratingRepo.ratingsByCoverage(tx, from, to);
