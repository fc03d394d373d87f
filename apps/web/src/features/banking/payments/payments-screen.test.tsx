import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderScreen } from '../test/render-screen';
import PaymentsScreen from './payments-screen';

describe('Payments', () => {
  it('lists 8 entries with only Mobile payment and IBAN payment linked', () => {
    renderScreen(PaymentsScreen, { path: webPaths.payments });
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([webPaths.mobilePayment, webPaths.ibanPayment]);
    // The other six say, in Portuguese, that they lead nowhere yet.
    expect(within(list).getAllByText('Ainda não disponível')).toHaveLength(6);
  });
});
