import { describe, expect, it } from 'vitest';
import { formatCpfAsTyped, isValidCpf } from './cpf';

describe('CPF as typed', () => {
  it('puts the mask in as the digits come, and ignores anything else', () => {
    expect(['5', '529', '5299', '529982', '5299822', '529982247', '5299822472'].map(formatCpfAsTyped)).toEqual([
      '5',
      '529',
      '529.9',
      '529.982',
      '529.982.2',
      '529.982.247',
      '529.982.247-2',
    ]);
    expect(formatCpfAsTyped('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpfAsTyped('52998224725999')).toBe('529.982.247-25');
    expect(formatCpfAsTyped('abc529')).toBe('529');
  });

  it('checks the two check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
});
