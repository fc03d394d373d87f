import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import AppExamplesScreen from './app-examples-screen';

afterEach(() => vi.unstubAllGlobals());

function renderExamples(tab: 'Dashboard' | 'Loans' = 'Dashboard') {
  stubApi({ '/api/users': { status: 200, body: { users: [{ id: 'user-1', name: 'Marina Costa', photo: '' }] } } });
  return renderRoutes(
    [
      { path: webPaths.appExamples, element: <AppExamplesScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { at: webPaths.appExamples, state: { tab: { screen: tab } } },
  );
}

describe('Exemplos do aplicativo', () => {
  it('lists every banking sample at its route, marked as an example', async () => {
    renderExamples();
    const cards = screen.getByRole('list', { name: 'Cards' });
    expect(within(cards).getByRole('link', { name: 'Card menu Exemplo' })).toHaveAttribute('href', webPaths.cardMenu);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      webPaths.cardMenu,
      webPaths.cardDetails,
      webPaths.openNewCard,
      webPaths.changePinCode,
      webPaths.payments,
      webPaths.mobilePayment,
      webPaths.ibanPayment,
      webPaths.topUpPayment,
      webPaths.paymentSuccess,
      webPaths.paymentFailed,
      webPaths.openDeposit,
      webPaths.openMoneybox,
      webPaths.openNewLoan,
      webPaths.createInvoice,
      webPaths.invoiceSent,
      webPaths.statistics,
      webPaths.coverageDetails,
    ])
      expect(hrefs, path).toContain(path);
    expect(await screen.findByRole('link', { name: /^Marina Costa/ })).toHaveAttribute('href', webPaths.fundTransfer);
  });

  it('opens Deposits and Loans as tabs of the navigator; back from one, the navigator opens on Mais', async () => {
    const { router, store } = renderExamples();
    await userEvent.click(screen.getByRole('button', { name: 'Loans Exemplo' }));
    expect(store.getState().tab.screen).toBe('Loans');
    expect(router.state.location.pathname).toBe(webPaths.tabNavigator);
    const back = renderExamples('Loans');
    expect(back.store.getState().tab.screen).toBe('More');
  });
});
