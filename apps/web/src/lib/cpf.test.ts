import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf';

describe('CPF', () => {
  it('checks the two check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
});
