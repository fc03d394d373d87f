import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardTokenAt, newCardTokenSecret } from '@game-assist/contracts/card-token';
import { STORAGE_KEYS } from '#web/lib/session/storage-keys.ts';
import CardToken from './card-token';

afterEach(() => vi.useRealTimers());

describe("the 'Token de atendimento' on /Carteirinha", () => {
  it("shows this device's current token with its countdown, and the next one when the 30 s end", () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:10Z') });
    const secret = newCardTokenSecret();
    localStorage.setItem(STORAGE_KEYS.cardTokenSecret, secret);
    render(<CardToken />);
    const shown = () => screen.getByTestId('token-de-atendimento').textContent?.replace(' ', '');
    expect(screen.getByRole('heading', { name: 'Token de atendimento' })).toBeInTheDocument();
    expect(shown()).toBe(cardTokenAt(secret, new Date('2026-11-26T12:00:10Z')));
    expect(screen.getByText(/^Muda em 20 s\./)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(cardTokenAt(secret, new Date('2026-11-26T12:00:30Z')));
    expect(screen.getByText(/^Muda em 30 s\./)).toBeInTheDocument();
  });

  it('without a secret on this device (signed in before tokens existed) says how to get one', () => {
    localStorage.removeItem(STORAGE_KEYS.cardTokenSecret);
    render(<CardToken />);
    expect(
      screen.getByText('Para ver o token de atendimento, saia e entre de novo neste aparelho.'),
    ).toBeInTheDocument();
  });
});
