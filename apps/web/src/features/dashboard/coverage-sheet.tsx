import { useEffect, useState } from 'react';
import type { Coverage } from '@game-assist/contracts/schemas';
import { BottomSheet } from '#web/components/ui/bottom-sheet.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { loadOnce } from '#web/lib/load-once.ts';
import styles from './coverage-sheet.module.css';

const sheetContent = loadOnce(() => import('./coverage-sheet-content'));

/** The sheets' content, off the dashboard's chunk: loaded once the dashboard shows, so a tap finds it. */
export function preloadCoverageSheet(): void {
  sheetContent.load().catch(() => {
    // Offline with an old cache: the sheet tries again when it opens, and says so if it fails.
  });
}

/** The content's module once loaded; while the sheet is open without it, loads it, again on each retry. */
function useSheetContent(open: boolean) {
  const [, showLoaded] = useState(sheetContent.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open || sheetContent.loaded()) return undefined;
    let current = true;
    sheetContent.forgetFailure();
    sheetContent.load().then(
      (module) => current && showLoaded(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  const content = sheetContent.loaded();
  return { content, failed: failed && !content, retry };
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
