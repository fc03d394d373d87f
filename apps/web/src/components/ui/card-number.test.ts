import { describe, expect, it } from 'vitest';
import { cardNumberLength, lastFour, maskCardNumber, previewCardNumber } from './card-number';

describe('cardNumberLength', () => {
  it.each([
    ['amex', 15],
    ['dinersclub', 14],
    ['visa', 19],
    ['mastercard', 19],
    ['hipercard', 19],
    ['VISA', 19],
    ['MASTERCARD', 19],
    ['elo', 16],
    ['discover', 16],
    ['', 16],
  ])('%s has %i positions', (brand, length) => {
    expect(cardNumberLength(brand)).toBe(length);
  });
});

describe('previewCardNumber', () => {
  const positions = (text: string) => text.replace(/ /g, '').length;

  it('fills an empty number with mask characters to the brand length', () => {
    expect(previewCardNumber('', 'visa')).toBe('•••• •••• •••• •••• •••');
    expect(previewCardNumber('', 'amex')).toBe('•••• •••••• •••••');
    expect(previewCardNumber('', 'dinersclub')).toBe('•••• •••••• ••••');
    expect(previewCardNumber('', 'unknown')).toBe('•••• •••• •••• ••••');
  });

  it('keeps the typed digits and pads the rest', () => {
    expect(previewCardNumber('4111 11', 'visa')).toBe('4111 11•• •••• •••• •••');
    expect(previewCardNumber('3782', 'amex')).toBe('3782 •••••• •••••');
  });

  it('never shows more positions than the brand allows', () => {
    expect(positions(previewCardNumber('1'.repeat(30), 'amex'))).toBe(15);
    expect(positions(previewCardNumber('1'.repeat(30), 'dinersclub'))).toBe(14);
    expect(positions(previewCardNumber('1'.repeat(30), 'mastercard'))).toBe(19);
    expect(positions(previewCardNumber('1'.repeat(30), 'hipercard'))).toBe(19);
    expect(positions(previewCardNumber('1'.repeat(30), 'other'))).toBe(16);
  });
});

describe('maskCardNumber', () => {
  it('hides every digit but the last four', () => {
    expect(maskCardNumber('5355 8800 1234 1258')).toBe('•••• •••• •••• 1258');
    expect(maskCardNumber('4000123456787895', 'visa')).toBe('•••• •••• •••• 7895');
  });

  it('groups amex numbers 4-6-5', () => {
    expect(maskCardNumber('378282246310005', 'amex')).toBe('•••• •••••• •0005');
  });

  it('never reveals more than four digits', () => {
    const masked = maskCardNumber('1234567890123456789', 'visa');
    expect(masked.replace(/\D/g, '')).toBe('6789');
  });

  it('handles short input without inventing digits', () => {
    expect(maskCardNumber('12')).toBe('12');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('lastFour', () => {
  it('reads the last four digits, ignoring spaces', () => {
    expect(lastFour('5355 8800 1234 1258')).toBe('1258');
  });
});
