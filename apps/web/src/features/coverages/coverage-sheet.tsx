import type { Coverage } from '@game-assist/contracts';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { CoverageDetails } from './coverage-details';
import { PartnerBio } from './partner-bio';

/** The sheet a tapped coverage opens: the partner bio for partner coverages, else the details. */
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
        <PartnerBio affiliateName={coverage.affiliateName} profile={coverage.profile} />
      ) : (
        <CoverageDetails coverage={coverage} />
      )}
    </BottomSheet>
  );
}
