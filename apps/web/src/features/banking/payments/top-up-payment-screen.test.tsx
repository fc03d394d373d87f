import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import TopUpPaymentScreen from './top-up-payment-screen';

describe('Top-up', () => {
  it('lists cards, entrepreneur accounts and other methods as one choice, the first card picked', async () => {
    renderScreen(TopUpPaymentScreen, { path: webPaths.topUpPayment });
    for (const group of ['Cards', 'Entrepreneur accounts', 'Other methods']) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    }
    const radios = screen.getAllByRole('radio');
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/^VISA •••• 7895/);

    const paypal = screen.getByRole('radio', { name: 'Paypal' });
    await userEvent.click(paypal);
    expect(paypal).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([paypal]);

    await userEvent.click(screen.getByRole('radio', { name: /^Entrepreneur account/ }));
    expect(paypal).not.toBeChecked();
    for (const source of ['Card from another bank', 'SEPA', 'Western Union', 'Paypal', 'Payoneer']) {
      expect(screen.getByRole('radio', { name: source })).toBeInTheDocument();
    }
  });
});
