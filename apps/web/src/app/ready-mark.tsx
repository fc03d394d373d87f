import { useEffect } from 'react';

/**
 * `<html data-app-ready>` once the app has rendered or hydrated and answers input (decision 011). Inside the
 * screen's Suspense boundary, which may hydrate last: earlier, a replayed tap could reach a dead form.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
