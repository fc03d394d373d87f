import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import ChangePinCodeScreen from './change-pin-code-screen';
import CardMenuScreen from './card-menu-screen';

describe('Change PIN code', () => {
  it("takes the three PINs hidden and 'Save' goes back", async () => {
    const { router } = renderScreen(ChangePinCodeScreen, { path: webPaths.changePinCode, from: webPaths.cardMenu });
    for (const label of ['Current PIN', 'New PIN', 'Confirm PIN']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      await userEvent.type(input, '1234');
      expect(input).toHaveValue('1234');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(router.state.location.pathname).toBe(webPaths.cardMenu);
  });
});

describe('Card menu', () => {
  it('links limits, PIN and reissue where the spec says; ATM, Block and Close go nowhere', async () => {
    const { router } = renderScreen(CardMenuScreen, { path: webPaths.cardMenu });
    expect(screen.getByRole('link', { name: /Online payments/ })).toHaveAttribute('href', webPaths.payments);
    expect(screen.getByText('100 USD per day')).toBeInTheDocument();
    expect(screen.getByText('3000 USD per day')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ATM withdrawals/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change PIN code' })).toHaveAttribute('href', webPaths.changePinCode);
    expect(screen.getByRole('link', { name: 'Reissue the card' })).toHaveAttribute('href', webPaths.openNewCard);
    await userEvent.click(screen.getByRole('button', { name: 'Block the card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the card' }));
    expect(router.state.location.pathname).toBe(webPaths.cardMenu);
  });
});
