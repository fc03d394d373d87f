import { describe, expect, it } from 'vitest';
import { quantityRulesFixture } from '#web/test/fixtures.ts';
import { usageText, waitingText } from './usage-text';

const monthly = quantityRulesFixture(1, 'mes', 'pessoa');

describe('usage and waiting texts', () => {
  it('words the usage of the period', () => {
    expect(usageText({ rules: monthly, used: 1 })).toBe('1 de 1 usado este mês');
    expect(
      usageText({
        rules: quantityRulesFixture(4, 'ano', 'assinatura', null),
        used: 2,
      }),
    ).toBe('2 de 4 usados este ano');
    expect(usageText({ rules: { usage: { kind: 'ilimitado' }, waiting: null, responseDays: 5 }, used: 9 })).toBe(
      'Uso ilimitado',
    );
  });

  it('says until when the waiting period runs, in São Paulo time, or that it is over', () => {
    const until = '2026-11-27T12:00:00.000Z';
    expect(waitingText({ rules: monthly, waitingUntil: until }, new Date('2026-11-25T12:00:00Z'))).toBe(
      'Carência até 27/11/2026, às 09:00',
    );
    expect(waitingText({ rules: monthly, waitingUntil: until }, new Date('2026-11-28T12:00:00Z'))).toBe(
      'Carência cumprida',
    );
    expect(
      waitingText({ rules: { ...monthly, waiting: null, responseDays: 5 }, waitingUntil: null }, new Date()),
    ).toBeNull();
  });
});
