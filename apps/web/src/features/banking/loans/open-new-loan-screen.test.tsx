import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import OpenNewLoanScreen from './open-new-loan-screen';

describe('Open new loan', () => {
  it('offers the six terms and computes the monthly repayment at 13 % as the person types', async () => {
    renderScreen(OpenNewLoanScreen, { path: webPaths.openNewLoan });
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect([...period.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '3',
      '6',
      '12',
      '18',
      '24',
      '36',
    ]);
    expect(period).toHaveValue('12');
    const repayment = screen.getByRole('status', { name: 'Monthly repayment' });
    expect(repayment).toHaveTextContent('0.00 USD');

    await userEvent.type(screen.getByLabelText('Amount'), '10000');
    expect(repayment).toHaveTextContent('893.17 USD');
    await userEvent.selectOptions(period, '36');
    expect(repayment).toHaveTextContent('336.94 USD');
    await userEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    expect(repayment).toHaveTextContent('336.94 EUR');
    expect(screen.getByText('13 %')).toBeInTheDocument();
  });

  it('has early repayment on by default and lets it be switched off', async () => {
    renderScreen(OpenNewLoanScreen, { path: webPaths.openNewLoan });
    const early = screen.getByRole('switch', { name: 'Early repayment' });
    expect(early).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(early);
    expect(early).toHaveAttribute('aria-checked', 'false');
  });

  it('goes back when the loan is opened', async () => {
    const { router } = renderScreen(OpenNewLoanScreen, { path: webPaths.openNewLoan, from: '/Elsewhere' });
    await userEvent.click(screen.getByRole('button', { name: 'Open new loan' }));
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });
});
