import { describe, expect, it } from 'vitest';
import { brToIso, isoToBr } from './dates';

describe('dates', () => {
  it('shows ISO dates as DD/MM/AAAA', () => {
    expect(isoToBr('1990-05-17')).toBe('17/05/1990');
    expect(isoToBr(null)).toBe('');
  });

  it('reads DD/MM/AAAA back, refusing impossible dates', () => {
    expect(brToIso('17/05/1990')).toBe('1990-05-17');
    expect(brToIso('29/02/2024')).toBe('2024-02-29');
    expect(brToIso('29/02/2023')).toBeNull();
    expect(brToIso('1990-05-17')).toBeNull();
    expect(brToIso('32/01/2000')).toBeNull();
  });
});
