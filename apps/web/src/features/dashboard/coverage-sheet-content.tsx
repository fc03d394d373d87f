import type { Coverage } from '@game-assist/contracts/schemas';
import { CoverageDetails } from './coverage-details';
import { AffiliateBio } from './affiliate-bio';

/** What a tapped coverage's sheet shows: the affiliate bio for affiliate coverages, else the details. */
export function CoverageSheetContent({ coverage }: { coverage: Coverage | null }) {
  return coverage?.affiliateName ? (
    <AffiliateBio affiliateName={coverage.affiliateName} profile={coverage.profile} />
  ) : (
    <CoverageDetails coverage={coverage} />
  );
}
