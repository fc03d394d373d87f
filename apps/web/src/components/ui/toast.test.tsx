import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, ToastHost } from './toast';
import { TOAST_MS } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('says what was done in a polite live region, and leaves by itself', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => void showToast('Pagamento confirmado.'));
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado.');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).not.toHaveTextContent('Pagamento confirmado.');
  });

  it('closes at Fechar and keeps at most three', async () => {
    render(<ToastHost />);
    act(() => {
      for (const text of ['um', 'dois', 'três', 'quatro']) showToast(text, 'info');
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('um');
    expect(screen.getAllByRole('button', { name: 'Fechar' })).toHaveLength(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    expect(screen.getByRole('status')).not.toHaveTextContent('dois');
    for (const button of screen.getAllByRole('button', { name: 'Fechar' })) await userEvent.click(button);
  });
});
