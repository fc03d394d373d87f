import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import InvoiceSentScreen from './invoice-sent-screen';

describe('InvoiceSent (sample data)', () => {
  it('says in Portuguese that no invoice was sent, and Done goes to the tab navigator', async () => {
    const { router } = renderScreen(InvoiceSentScreen, { path: webPaths.invoiceSent });
    expect(screen.getByRole('heading', { name: 'Invoice sent' })).toBeInTheDocument();
    expect(screen.getByText('Tela de exemplo: nenhuma fatura foi enviada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(router.state.location.pathname).toBe(webPaths.tabNavigator);
  });
});
