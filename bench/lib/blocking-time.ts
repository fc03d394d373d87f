const BLOCKING_THRESHOLD_MS = 50;

/** A long task as the page's PerformanceObserver saw it: [startTime, duration] in ms. */
export type LongTask = [number, number];

/**
 * Total blocking time as Lighthouse counts it: of each long task, the part after the first
 * contentful paint, beyond 50 ms.
 */
export function totalBlockingTime(tasks: readonly LongTask[], firstContentfulPaint: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end <= firstContentfulPaint) continue;
    const counted = end - Math.max(start, firstContentfulPaint);
    total += Math.max(0, counted - BLOCKING_THRESHOLD_MS);
  }
  return total;
}
