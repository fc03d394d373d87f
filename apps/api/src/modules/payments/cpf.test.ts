import { describe, expect, it } from 'vitest';
import { validCpf } from './cpf.js';

describe('validCpf', () => {
  it('takes a CPF with or without its mask when the check digits hold', () => {
    expect(validCpf('529.982.247-25')).toBe('52998224725');
    expect(validCpf('52998224725')).toBe('52998224725');
  });

  it('refuses a wrong check digit, a repeated digit, a short or lettered one', () => {
    for (const wrong of ['529.982.247-26', '111.111.111-11', '5299822472', '52998224725x', '']) {
      expect(validCpf(wrong), wrong).toBeUndefined();
    }
  });
});
