import { useEffect } from 'react';

/**
 * Marks the document (`<html data-app-ready>`) once the app has rendered, or hydrated a
 * prerendered page, and answers input: tests, tooling and the boot script's held taps wait for
 * it. It sits beside the screen inside the screen's Suspense boundary, which React may hydrate
 * after the rest of the page: marking earlier would let a replayed tap reach a form not yet live.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
