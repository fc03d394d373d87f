import { useEffect, useState } from 'react';
import type { Coverage } from '@game-assist/contracts';
import { BottomSheet } from '#web/components/ui/bottom-sheet.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import type * as SheetContent from './coverage-sheet-content';
import styles from './coverage-sheet.module.css';

let loaded: typeof SheetContent | undefined;
const loadContent = () => import('./coverage-sheet-content').then((module) => (loaded = module));

/**
 * The sheets' content (details, the service request form, affiliate bios) is not part of the
 * dashboard's chunk: the dashboard loads it once it shows, so a tap finds it loaded.
 */
export function preloadCoverageSheet(): void {
  loadContent().catch(() => {
    // Offline with an old cache: the sheet tries again when it opens, and says so if it fails.
  });
}

/** The content's module once loaded; while the sheet is open, loads it, again on each retry. */
function useSheetContent(open: boolean) {
  const [content, setContent] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open || content) return undefined;
    let current = true;
    loadContent().then(
      (module) => current && setContent(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, content, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { content, failed, retry };
}

/** The sheet a tapped coverage opens. */
export function CoverageSheet({
  coverage,
  open,
  onClose,
}: {
  coverage: Coverage | null;
  open: boolean;
  onClose(): void;
}) {
  const { content, failed, retry } = useSheetContent(open);
  let body;
  if (content) body = <content.CoverageSheetContent coverage={coverage} />;
  else if (failed) body = <LoadFailure what="os detalhes da cobertura" onRetry={retry} />;
  else
    body = (
      <p className={styles.loading} role="status">
        Carregando…
      </p>
    );
  return (
    <BottomSheet open={open} onClose={onClose} label={coverage?.benefitName ?? 'Cobertura'}>
      {body}
    </BottomSheet>
  );
}
