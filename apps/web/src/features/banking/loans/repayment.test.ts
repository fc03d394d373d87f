import { describe, expect, it } from 'vitest';
import { monthlyRepayment } from './repayment';

describe('monthlyRepayment (annuity at a yearly rate)', () => {
  it('matches the annuity formula at 13 % for every term', () => {
    expect(monthlyRepayment(10000, 13, 12)).toBe(893.17);
    expect(monthlyRepayment(5000, 13, 36)).toBe(168.47);
    expect(monthlyRepayment(1000, 13, 3)).toBe(340.58);
    expect(monthlyRepayment(25000, 13, 24)).toBe(1188.55);
  });

  it('pays back more than was borrowed, and less each month over a longer term', () => {
    const terms = [3, 6, 12, 18, 24, 36];
    const payments = terms.map((months) => monthlyRepayment(10000, 13, months) ?? 0);
    payments.forEach((payment, index) => expect(payment * terms[index]!).toBeGreaterThan(10000));
    for (let i = 1; i < payments.length; i += 1) expect(payments[i]!).toBeLessThan(payments[i - 1]!);
  });

  it('splits evenly without interest', () => {
    expect(monthlyRepayment(1200, 0, 12)).toBe(100);
  });

  it('gives nothing for an amount or term that cannot make a loan', () => {
    expect(monthlyRepayment(0, 13, 12)).toBeNull();
    expect(monthlyRepayment(-5, 13, 12)).toBeNull();
    expect(monthlyRepayment(Number.NaN, 13, 12)).toBeNull();
    expect(monthlyRepayment(1000, 13, 0)).toBeNull();
    expect(monthlyRepayment(1000, -1, 12)).toBeNull();
  });
});
