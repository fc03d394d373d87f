import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_IN_FUTURE_MESSAGE,
  BIRTH_DATE_TOO_EARLY_MESSAGE,
  birthDateProblem,
  isStrongPassword,
} from '../rules/input.js';
import { requestOtpBodySchema, signupBodySchema, verifyOtpBodySchema } from './auth.js';
import { subscriberPatchSchema } from './subscriber.js';

describe('isStrongPassword', () => {
  it.each([
    ['Segura#2026', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false],
    ['aa1!aaaa', false],
    ['AA1!AAAA', false],
    ['Aaa!aaaa', false],
    ['Aa1aaaaa', false],
    ['', false],
  ])('%s → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('request schemas', () => {
  it('normalises e-mails to trimmed lower case', () => {
    expect(requestOtpBodySchema.parse({ identifier: '  Ana@Exemplo.COM ', type: 'email' }).identifier).toBe(
      'ana@exemplo.com',
    );
  });

  it('accepts codes of exactly six digits, leading zeros included', () => {
    expect(verifyOtpBodySchema.safeParse({ identifier: 'a@b.co', type: 'email', otp: '012345' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', ' 123456'])
      expect(verifyOtpBodySchema.safeParse({ identifier: 'a@b.co', type: 'email', otp }).success).toBe(false);
  });

  it('caps names at 50 characters and rejects weak passwords', () => {
    const base = { email: 'a@b.co', password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' };
    expect(signupBodySchema.safeParse(base).success).toBe(true);
    expect(signupBodySchema.safeParse({ ...base, firstName: 'x'.repeat(51) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...base, password: 'fraca' }).success).toBe(false);
  });

  it('requires nome and refuses unknown fields in the subscriber patch', () => {
    expect(subscriberPatchSchema.safeParse({ nome: 'Ana' }).success).toBe(true);
    expect(subscriberPatchSchema.safeParse({ nome: '' }).success).toBe(false);
    expect(subscriberPatchSchema.safeParse({ nome: 'Ana', email: 'x@y.z' }).success).toBe(false);
  });
});

describe('birthDateProblem (the API contract and the edit form)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('accepts dates from 1900 to today anywhere on Earth, and says why others are not birth dates', () => {
    expect(birthDateProblem('1900-01-01', now)).toBeNull();
    expect(birthDateProblem('2026-11-24', now)).toBeNull(); // already today in UTC+14
    expect(birthDateProblem('1899-12-31', now)).toBe(BIRTH_DATE_TOO_EARLY_MESSAGE);
    expect(birthDateProblem('0000-01-01', now)).toBe(BIRTH_DATE_TOO_EARLY_MESSAGE);
    expect(birthDateProblem('2026-11-25', now)).toBe(BIRTH_DATE_IN_FUTURE_MESSAGE);
  });
});
