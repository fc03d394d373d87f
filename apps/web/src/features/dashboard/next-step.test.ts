import { describe, expect, it } from 'vitest';
import type { Notification, Subscription } from '@game-assist/contracts/schemas';
import { nextStepOf } from './next-step';

const NOW = new Date(2026, 10, 20, 10);
const subscription = (over: Partial<Subscription>): Subscription => ({
  plan: { id: 'black', name: 'Game Assist Black', type: 'Black', description: '', benefits: [] },
  addOns: [],
  status: 'ativa',
  since: '2025-11-28',
  paidUntil: '2027-11-28',
  memberNumber: '7019000000000004',
  affiliate: null,
  cancellation: null,
  ...over,
});
const answered: Notification = {
  id: 'n1',
  title: 'Atendimento agendado',
  body: 'Telemedicina: terça às 14h.',
  read: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  serviceRequestId: 'sr1',
} as Notification;

describe("Início's next step", () => {
  it('is the renewal within ten days of the paid period’s end, for the one who pays', () => {
    const step = nextStepOf(subscription({ paidUntil: '2026-11-30' }), null, true, NOW);
    expect(step).toMatchObject({ action: 'Pagar a renovação', to: '/MinhasCobrancas' });
    expect(step?.text).toContain('30/11/2026');
    expect(nextStepOf(subscription({ paidUntil: '2026-12-01' }), null, true, NOW)).toBeNull();
    expect(nextStepOf(subscription({ paidUntil: '2026-11-30' }), null, false, NOW)).toBeNull();
  });

  it('is a request the central answered, while its notification is unread', () => {
    expect(nextStepOf(subscription({}), answered, true, NOW)).toMatchObject({
      title: 'Atendimento agendado',
      to: '/MeusAtendimentos/sr1',
      action: 'Ver atendimento',
    });
    expect(nextStepOf(subscription({}), { ...answered, read: true }, true, NOW)).toBeNull();
  });

  it('is nothing for a cancelled renewal or nothing to do', () => {
    const cancelling = subscription({
      paidUntil: '2026-11-30',
      cancellation: { protocol: 'CAN-2026-000001', kind: 'fim-do-periodo', cancelAt: '2026-11-30', undoable: true },
    });
    expect(nextStepOf(cancelling, null, true, NOW)).toBeNull();
    expect(nextStepOf(undefined, undefined, true, NOW)).toBeNull();
  });
});
