import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import OpenDepositScreen from './open-deposit-screen';
import OpenMoneyboxScreen from './open-moneybox-screen';

describe('Open deposit', () => {
  it('starts on the third term (12 months) at 8 %, early withdrawal flips, the button goes back', async () => {
    const { router } = renderScreen(OpenDepositScreen, { path: webPaths.openDeposit, from: '/Elsewhere' });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('12');
    expect(screen.getByText('8 %')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
    const early = screen.getByRole('switch', { name: 'Early withdrawal' });
    await userEvent.click(early);
    expect(early).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });
});

describe('Open moneybox', () => {
  it('offers the three saving rules, holds the choice, and goes back', async () => {
    const { router } = renderScreen(OpenMoneyboxScreen, { path: webPaths.openMoneybox, from: '/Elsewhere' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'per day',
      '$1 per transaction rounding',
      '$10 per transaction rounding',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '$1 per transaction rounding' }));
    expect(screen.getByRole('radio', { name: '$1 per transaction rounding' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Open moneybox' }));
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });
});
