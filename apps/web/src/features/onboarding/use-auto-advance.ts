import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { reducedMotionQuery, usePrefersReducedMotion } from '#web/lib/hooks/use-prefers-reduced-motion.ts';

/** `toggle` is WCAG 2.2.2's way to stop moving content; `held` pauses it while a hand is on it. */
export function useAutoAdvance(
  count: number,
  intervalMs: number,
  held: boolean,
  setIndex: Dispatch<SetStateAction<number>>,
) {
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
  }, [count, intervalMs, rotating, chosen, setIndex]);

  return { playing, rotating, toggle: () => setChosen(!playing) };
}
