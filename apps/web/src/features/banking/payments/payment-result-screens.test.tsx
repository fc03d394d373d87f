import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import PaymentFailedScreen from './payment-failed-screen';
import PaymentSuccessScreen from './payment-success-screen';

describe('payment result screens (sample data)', () => {
  it('PaymentSuccess says in Portuguese that no payment was made; Send Receipt says it is not available yet', async () => {
    const { router } = renderScreen(PaymentSuccessScreen, { path: '/PaymentSuccess' });
    expect(screen.getByText('Tela de exemplo: nenhum pagamento foi feito.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Receipt' }));
    expect(screen.getByRole('status')).toHaveTextContent('Send Receipt: ainda não disponível.');
    expect(router.state.location.pathname).toBe('/PaymentSuccess');
  });

  it('PaymentFailed says no payment was tried; Try Again says it is not available yet', async () => {
    const { router } = renderScreen(PaymentFailedScreen, { path: '/PaymentFailed' });
    expect(screen.getByText('Tela de exemplo: nenhum pagamento foi tentado.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Try Again: ainda não disponível.');
    expect(router.state.location.pathname).toBe('/PaymentFailed');
  });
});
