import { describe, expect, it } from 'vitest';
import { applyMask } from './masks';

describe('field masks', () => {
  it.each([
    ['cpf', '529', '529'],
    ['cpf', '52998', '529.98'],
    ['cpf', '5299822472', '529.982.247-2'],
    ['cpf', '529.982.247-25999', '529.982.247-25'],
    ['phone', '1', '(1'],
    ['phone', '119876', '(11) 9876'],
    ['phone', '1198765432', '(11) 9876-5432'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['phone', '(11) 98765-43219', '(11) 98765-4321'],
    ['cep', '01310', '01310'],
    ['cep', '01310100', '01310-100'],
    ['date', '0101', '01/01'],
    ['date', '01011990', '01/01/1990'],
  ] as const)('%s: %s reads %s', (mask, typed, shown) => {
    expect(applyMask(mask, typed)).toBe(shown);
  });

  it('drops letters and keeps an empty field empty', () => {
    expect(applyMask('cpf', 'abc')).toBe('');
    expect(applyMask('phone', '')).toBe('');
  });
});
