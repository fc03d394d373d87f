import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

function subscribe(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the person prefers less motion, kept current when they change the setting while the
 * screen is open. The prerendered markup and the hydration assume no preference; the real
 * answer follows right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * Advances through `count` slides every `intervalMs` while it plays. It starts playing unless
 * the person prefers less motion; `toggle` stops and restarts it (WCAG 2.2.2); `held` (pointer
 * over the carousel, or focus in it) stops it for as long as it lasts.
 */
export function useCarousel(count: number, intervalMs: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null: the person has not chosen, so the carousel follows their motion preference.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    // While hydrating, `reducedMotion` is still the prerender's assumption: ask the browser itself.
    const still = chosen === null && (reducedMotionQuery()?.matches ?? false);
    if (!rotating || still) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, rotating, chosen]);

  return { index, select: setIndex, playing, rotating, toggle: () => setChosen(!playing) };
}
