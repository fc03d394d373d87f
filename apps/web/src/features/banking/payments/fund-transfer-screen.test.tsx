import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import FundTransferScreen from './fund-transfer-screen';

describe('Fund transfer', () => {
  it.each([{ name: 'Helena Duarte', photo: '' }, { user: { name: 'Helena Duarte', photo: '' } }])(
    'reads the recipient from navigation state (%j) and shows the masked card and fee',
    (state) => {
      renderScreen(FundTransferScreen, { path: webPaths.fundTransfer, state });
      expect(screen.getByText('Helena Duarte')).toBeInTheDocument();
      expect(screen.getByText('•••• •••• •••• 1258')).toBeInTheDocument();
      expect(screen.getByText('Card ending 1258')).toBeInTheDocument();
      expect(screen.getByText('Bank fee: 0.20 USD')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Send to' })).toBeNull();
    },
  );

  it('lets the person pick a recipient when none was passed', async () => {
    renderScreen(FundTransferScreen, { path: webPaths.fundTransfer });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Send to' }), 'Rafael Lima');
    expect(screen.getByText('Card ending 1258')).toBeInTheDocument();
  });

  it('sends to /PaymentSuccess', async () => {
    const { router } = renderScreen(FundTransferScreen, { path: webPaths.fundTransfer });
    await userEvent.type(screen.getByLabelText('Amount'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(router.state.location.pathname).toBe(webPaths.paymentSuccess);
  });
});
