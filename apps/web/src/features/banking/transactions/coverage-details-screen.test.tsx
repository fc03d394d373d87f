import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import CoverageDetailsScreen from './coverage-details-screen';

const transfer = { direction: 'out', amount: 45.9, date: '2025-05-12', type: 'Money transfer', name: 'Marina Costa' };

describe('Transaction view (/CoverageDetails)', () => {
  it('shows the signed amount, fixed card, fee, balance and, for transfers, the recipient', () => {
    renderScreen(CoverageDetailsScreen, { path: webPaths.coverageDetails, state: { coverage: transfer } });
    expect(screen.getByRole('heading', { name: 'Money transfer' })).toBeInTheDocument();
    expect(screen.getByText('-45.90 USD')).toBeInTheDocument();
    expect(screen.getByText('12/05/2025')).toBeInTheDocument();
    expect(screen.getByText('Recipient')).toBeInTheDocument();
    expect(screen.getByText('VISA •••• 7895')).toBeInTheDocument();
    expect(screen.getByText('1.8 USD')).toBeInTheDocument();
    expect(screen.getByText('4 863.27 USD')).toBeInTheDocument();
  });

  it('names no recipient for other types and shows money in with +', () => {
    renderScreen(CoverageDetailsScreen, {
      path: webPaths.coverageDetails,
      state: { coverage: { ...transfer, direction: 'in', type: 'Salary', amount: 1200 } },
    });
    expect(screen.getByText('+1 200.00 USD')).toBeInTheDocument();
    expect(screen.queryByText('Recipient')).toBeNull();
  });

  it('Repeat transfer and Download PDF stay on the screen', async () => {
    const { router } = renderScreen(CoverageDetailsScreen, {
      path: webPaths.coverageDetails,
      state: { coverage: transfer },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Repeat transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(router.state.location.pathname).toBe(webPaths.coverageDetails);
    expect(screen.getByText('Download PDF: ainda não disponível.')).toBeInTheDocument();
  });

  it.each([undefined, { coverage: { amount: 'lots' } }, { other: true }])(
    'without a valid coverage state (%j) shows an empty state with a way back',
    async (state) => {
      const { router } = renderScreen(CoverageDetailsScreen, { path: webPaths.coverageDetails, state });
      expect(screen.getByRole('heading', { name: 'Nenhuma transação para mostrar' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Voltar ao início' }));
      expect(router.state.location.pathname).toBe(webPaths.tabNavigator);
    },
  );
});
