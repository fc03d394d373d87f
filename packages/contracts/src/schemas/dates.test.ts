import { describe, expect, it } from 'vitest';
import { birthDateSchema, isoDateSchema } from './common.js';
import {
  BIRTH_DATE_IN_FUTURE_MESSAGE,
  BIRTH_DATE_TOO_EARLY_MESSAGE,
  DATE_FORMAT_MESSAGE,
  latestDateToday,
} from '../rules/input.js';
import { subscriberPatchSchema } from './subscriber.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isoDateSchema', () => {
  it('accepts real calendar dates', () => {
    for (const date of ['0001-01-01', '1899-12-31', '2024-02-29', '2000-02-29', '9999-12-31']) {
      expect(isoDateSchema.safeParse(date).success, date).toBe(true);
    }
  });

  it('refuses what is not a day of the calendar, year 0000 included, with one message', () => {
    for (const date of ['0000-01-01', '0000-02-29', '2023-02-29', '1900-02-29', '2024-04-31', '1990-13-01']) {
      expect(messages(isoDateSchema.safeParse(date)), date).toEqual([DATE_FORMAT_MESSAGE]);
    }
    for (const text of ['31/12/1990', '1990-1-1', '-000001-01-01', '1990-01-01T00:00:00Z', '']) {
      expect(messages(isoDateSchema.safeParse(text)), text).toEqual([DATE_FORMAT_MESSAGE]);
    }
  });
});

describe('birthDateSchema', () => {
  it('accepts dates from 1900 up to today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const date of ['1900-01-01', '1990-05-17', today]) {
      expect(birthDateSchema.safeParse(date).success, date).toBe(true);
    }
  });

  it('refuses dates before 1900, naming the rule', () => {
    for (const date of ['1899-12-31', '0001-01-01']) {
      expect(messages(birthDateSchema.safeParse(date)), date).toEqual([BIRTH_DATE_TOO_EARLY_MESSAGE]);
    }
  });

  it('refuses dates in the future, naming the rule', () => {
    // On 31 December the next year has already begun in UTC+14; its last day is always ahead.
    const future = `${new Date().getUTCFullYear() + 1}-12-31`;
    expect(messages(birthDateSchema.safeParse(future))).toEqual([BIRTH_DATE_IN_FUTURE_MESSAGE]);
    expect(messages(birthDateSchema.safeParse('9999-12-31'))).toEqual([BIRTH_DATE_IN_FUTURE_MESSAGE]);
  });

  it('refuses year 0000 as no date at all, not as a second rule', () => {
    expect(messages(birthDateSchema.safeParse('0000-01-01'))).toEqual([DATE_FORMAT_MESSAGE]);
  });

  it('is what PATCH /assinante checks nascimento with, reported under that field', () => {
    const result = subscriberPatchSchema.safeParse({ nome: 'Ana', nascimento: '0000-01-01' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nascimento', DATE_FORMAT_MESSAGE],
    ]);
    expect(subscriberPatchSchema.safeParse({ nome: 'Ana', nascimento: '1899-12-31' }).success).toBe(false);
    expect(subscriberPatchSchema.safeParse({ nome: 'Ana', nascimento: null }).success).toBe(true);
  });
});

describe('latestDateToday', () => {
  it('is the date in UTC+14, the first time zone to reach a new day', () => {
    expect(latestDateToday(new Date('2026-03-10T09:59:59.999Z'))).toBe('2026-03-10');
    expect(latestDateToday(new Date('2026-03-10T10:00:00.000Z'))).toBe('2026-03-11');
    expect(latestDateToday(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
  });
});
