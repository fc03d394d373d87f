import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows ISO dates as DD/MM/AAAA', () => {
    expect(formatDate('2025-05-12')).toBe('12/05/2025');
    expect(formatDate('2025-01-03T10:00:00Z')).toBe('03/01/2025');
  });

  it('leaves other text alone', () => {
    expect(formatDate('yesterday')).toBe('yesterday');
  });
});
