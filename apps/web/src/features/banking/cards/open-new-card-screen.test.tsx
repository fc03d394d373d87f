import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import OpenNewCardScreen from './open-new-card-screen';

describe('Open new card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('holds type, currency, payment system and design, and the preview follows the system', async () => {
    renderScreen(OpenNewCardScreen, { path: webPaths.openNewCard });
    expect(screen.getByRole('radio', { name: 'debet' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'credit' }));
    expect(screen.getByRole('radio', { name: 'credit' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'MASTERCARD' }));
    expect(screen.getByRole('img', { name: 'MASTERCARD card, preview' })).toHaveTextContent('•••• •••• •••• •••• •••');
    await userEvent.click(screen.getByRole('button', { name: 'Next design' }));
    expect(screen.getByText('Midnight (2 of 4)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coral design' }));
    expect(screen.getByRole('button', { name: 'Coral design' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the card is swiped to the next design, a 4 px move stays a tap, and the arrows step when focused', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    renderScreen(OpenNewCardScreen, { path: webPaths.openNewCard });
    const carousel = screen.getByRole('region', { name: 'Card design' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(carousel).toHaveAttribute('tabindex', '0');
    const pointer = { pointerId: 3, pointerType: 'touch', isPrimary: true, clientY: 20 };
    const swipe = (target: HTMLElement, from: number, to: number) => {
      fireEvent.pointerDown(target, { ...pointer, clientX: from });
      fireEvent.pointerMove(target, { ...pointer, clientX: (from + to) / 2 });
      fireEvent.pointerMove(target, { ...pointer, clientX: to });
      fireEvent.pointerUp(target, { ...pointer, clientX: to });
    };

    swipe(screen.getByRole('group', { name: '1 de 4' }), 250, 130);
    expect(screen.getByText('Midnight (2 of 4)')).toBeInTheDocument();
    // Only the current design's card is exposed.
    expect(screen.getAllByRole('img', { name: 'VISA card, preview' })).toHaveLength(1);

    const next = screen.getByRole('button', { name: 'Next design' });
    swipe(next, 100, 104);
    expect(screen.getByText('Midnight (2 of 4)')).toBeInTheDocument();
    fireEvent.click(next);
    expect(screen.getByText('Coral (3 of 4)')).toBeInTheDocument();

    carousel.focus();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByText('Sky (4 of 4)')).toBeInTheDocument();
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(screen.getByText('Ocean (1 of 4)')).toBeInTheDocument();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(screen.getByText('Sky (4 of 4)')).toBeInTheDocument();
  });

  it("'Add new card' goes back", async () => {
    const { router } = renderScreen(OpenNewCardScreen, { path: webPaths.openNewCard, from: '/Elsewhere' });
    await userEvent.click(screen.getByRole('button', { name: 'Add new card' }));
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });
});
