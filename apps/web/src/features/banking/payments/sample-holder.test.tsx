import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { SESSION } from '#web/test/stub-api.ts';
import CardDetailsScreen from '../cards/card-details-screen';
import TopUpPaymentScreen from './top-up-payment-screen';
import { renderScreen } from '../test/render-screen';

const signedIn = { user: { user: { ...SESSION.user, nome: 'Maria Lima' }, rememberMe: false } };

describe("a sample card carries the subscriber's own name or none", () => {
  it('on /CardDetails and /TopUpPayment, the signed-in name', () => {
    renderScreen(CardDetailsScreen, { path: webPaths.cardDetails, store: signedIn });
    expect(screen.getByText('Maria Lima')).toBeInTheDocument();
    renderScreen(TopUpPaymentScreen, { path: webPaths.topUpPayment, store: signedIn });
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName(/^VISA •••• 7895.*Maria Lima$/);
  });

  it("without a signed-in person, no name at all (never a stranger's)", () => {
    const { container } = renderScreen(CardDetailsScreen, { path: webPaths.cardDetails });
    renderScreen(TopUpPaymentScreen, { path: webPaths.topUpPayment });
    expect(container.textContent).not.toMatch(/Ana Souza|Marina|Rafael|Juliana/);
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName(/^VISA •••• 7895 · [^A-Za-z]*USD$/);
  });
});
