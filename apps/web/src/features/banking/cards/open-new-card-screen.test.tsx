import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import OpenNewCardScreen from './open-new-card-screen';

describe('Open new card', () => {
  it('holds type, currency, payment system and design, and the preview follows the system', async () => {
    renderScreen(OpenNewCardScreen, { path: '/OpenNewCard' });
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

  it("'Add new card' goes back", async () => {
    const { router } = renderScreen(OpenNewCardScreen, { path: '/OpenNewCard', from: '/Elsewhere' });
    await userEvent.click(screen.getByRole('button', { name: 'Add new card' }));
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });
});
