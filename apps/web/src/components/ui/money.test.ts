import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney, parseAmount, sanitizeAmountInput } from './money';

describe('formatMoney', () => {
  it('prints the spec amounts exactly', () => {
    expect(formatMoney(4863.27, 'USD')).toBe('4 863.27 USD');
    expect(formatMoney(1117, 'USD')).toBe('1 117.00 USD');
    expect(formatMoney(4468, 'USD')).toBe('4 468.00 USD');
    expect(formatMoney(0.2, 'USD')).toBe('0.20 USD');
    expect(formatMoney(1.8, 'USD', 1)).toBe('1.8 USD');
    expect(formatMoney(3000, 'USD', 0)).toBe('3 000 USD');
  });

  it('groups large amounts and keeps the sign', () => {
    expect(formatMoney(1234567.5, 'EUR')).toBe('1 234 567.50 EUR');
    expect(formatMoney(-12.5, 'USD')).toBe('-12.50 USD');
    expect(formatMoney(-0.001, 'USD')).toBe('0.00 USD');
  });
});

describe('formatSignedMoney', () => {
  it('puts + on money in and - on money out', () => {
    expect(formatSignedMoney(120, 'in', 'USD')).toBe('+120.00 USD');
    expect(formatSignedMoney(45.9, 'out', 'USD')).toBe('-45.90 USD');
    expect(formatSignedMoney(-45.9, 'out', 'USD')).toBe('-45.90 USD');
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one separator with two decimals', () => {
    expect(sanitizeAmountInput('12a3')).toBe('123');
    expect(sanitizeAmountInput('10,5')).toBe('10.5');
    expect(sanitizeAmountInput('10.555')).toBe('10.55');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('')).toBe('');
  });
});

describe('parseAmount', () => {
  it('reads a number or says there is none', () => {
    expect(parseAmount('1 000,50')).toBe(1000.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('.')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
