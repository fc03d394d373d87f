import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import PaymentFailedScreen from './payment-failed-screen';
import PaymentSuccessScreen from './payment-success-screen';

describe('payment result screens (sample data)', () => {
  it.each([
    {
      Screen: PaymentSuccessScreen,
      path: webPaths.paymentSuccess,
      note: 'nenhum pagamento foi feito.',
      action: 'Send Receipt',
    },
    {
      Screen: PaymentFailedScreen,
      path: webPaths.paymentFailed,
      note: 'nenhum pagamento foi tentado.',
      action: 'Try Again',
    },
  ])('$path says in Portuguese what did not happen; $action says it is not available yet', async (page) => {
    const { router } = renderScreen(page.Screen, { path: page.path });
    expect(screen.getByText(`Tela de exemplo: ${page.note}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: page.action }));
    expect(screen.getByRole('status')).toHaveTextContent(`${page.action}: ainda não disponível.`);
    expect(router.state.location.pathname).toBe(page.path);
  });
});
