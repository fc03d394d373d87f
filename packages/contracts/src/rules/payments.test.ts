import { describe, expect, it } from 'vitest';
import { centavosToBr } from './payments.js';

const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

describe('centavosToBr', () => {
  it('writes centavos as Intl writes reais in pt-BR', () => {
    expect(centavosToBr(12990)).toBe('R$\u00a0129,90');
    expect(centavosToBr(500000)).toBe('R$\u00a05.000,00');
    expect(centavosToBr(0)).toBe('R$\u00a00,00');
    expect(centavosToBr(-100)).toBe('-R$\u00a01,00');
    // Where Intl writes '-R$ 0,00': nothing owed is not a debt.
    expect(centavosToBr(-0)).toBe('R$\u00a00,00');
  });

  it('agrees with Intl from one centavo to billions, negative amounts too', () => {
    const amounts = [1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1234567, 99999999, 123456789012];
    for (let cents = 0; cents < 200_000; cents += 997) amounts.push(cents);
    for (const cents of [...amounts, ...amounts.filter(Boolean).map((amount) => -amount)]) {
      expect(centavosToBr(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});
