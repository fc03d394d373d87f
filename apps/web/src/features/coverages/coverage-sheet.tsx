import type { Coverage } from '@game-assist/contracts';
import { BottomSheet } from '#web/components/ui/bottom-sheet.tsx';
import { CoverageDetails } from './coverage-details';
import { AffiliateBio } from './affiliate-bio';

/** The sheet a tapped coverage opens: the affiliate bio for affiliate coverages, else the details. */
export function CoverageSheet({
  coverage,
  open,
  onClose,
}: {
  coverage: Coverage | null;
  open: boolean;
  onClose(): void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} label={coverage?.benefitName ?? 'Cobertura'}>
      {coverage?.affiliateName ? (
        <AffiliateBio affiliateName={coverage.affiliateName} profile={coverage.profile} />
      ) : (
        <CoverageDetails coverage={coverage} />
      )}
    </BottomSheet>
  );
}
