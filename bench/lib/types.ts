export interface Budget {
  limit: number;
  /** 'max': the value must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** The physical floor measured in the same run, when there is one. */
  floor?: number;
  note?: string;
}

export interface MeasureResult {
  id: string;
  title: string;
  figures: Figure[];
  notes?: string[];
}

export function passes(figure: Figure): boolean {
  if (!figure.budget) return true;
  return figure.budget.kind === 'max' ? figure.value <= figure.budget.limit : figure.value >= figure.budget.limit;
}

/**
 * Whether the physical floor measured beside a figure misses the figure's budget too: then even
 * the screen's text alone, served as a static page, cannot meet it on this machine, and the
 * miss says more about the machine than the product.
 */
export function floorMisses(figure: Figure): boolean {
  return figure.budget !== undefined && figure.floor !== undefined && !passes({ ...figure, value: figure.floor });
}

/** The median of measured values; a value that is not a number is a failed measurement, never a figure. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const failed = values.filter((value) => !Number.isFinite(value));
  if (failed.length > 0) throw new Error(`not a measured value: ${failed.join(', ')} among ${values.length}`);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
