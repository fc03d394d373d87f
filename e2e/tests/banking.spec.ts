import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { createAccount, signIn } from '../support/sign-in';

/**
 * Opens a route inside the running app with navigation state, as an in-app link with `state` does
 * (React Router keeps it under history.state.usr), without reloading the page.
 */
async function openWithState(page: Page, path: string, state: unknown) {
  await page.evaluate(
    ({ path, state }) => {
      const current = window.history.state as { idx?: number } | null;
      const idx = (current?.idx ?? 0) + 1;
      window.history.pushState({ usr: state, key: `e2e${idx}`, idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state },
  );
  await page.waitForURL(`**${path}`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Deposits and Loans are tabs of the navigator, reached from 'Mais' → 'Exemplos do aplicativo'. */
async function openExampleTab(page: Page, tab: 'Deposits' | 'Loans') {
  await page.getByRole('tab', { name: 'Mais' }).click();
  await page.getByRole('link', { name: /Exemplos do aplicativo/ }).click();
  await page.waitForURL(`**${webPaths.appExamples}`);
  await page.getByRole('button', { name: `${tab} Exemplo` }).click();
  await page.waitForURL(`**${webPaths.tabNavigator}`);
  await expect(heading(page, tab)).toBeVisible();
}

test.describe('banking-template screens: public routes', () => {
  test('Open new card: choices hold, the design carousel steps, the preview follows the payment system', async ({
    page,
  }) => {
    await page.goto(webPaths.openNewCard);
    await expect(heading(page, 'Open new card')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'debet' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'USD' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'VISA' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'VISA card, preview' })).toContainText('•••• •••• •••• •••• •••');

    await page.getByRole('radio', { name: 'credit' }).check();
    await page.getByRole('radio', { name: 'EUR' }).check();
    await page.getByRole('radio', { name: 'MASTERCARD' }).check();
    await expect(page.getByRole('radio', { name: 'credit' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'MASTERCARD card, preview' })).toBeVisible();

    await expect(page.getByText('Ocean (1 of 4)')).toBeVisible();
    await page.getByRole('button', { name: 'Next design' }).click();
    await expect(page.getByText('Midnight (2 of 4)')).toBeVisible();
    await page.getByRole('button', { name: 'Previous design' }).click();
    await page.getByRole('button', { name: 'Previous design' }).click();
    await expect(page.getByText('Sky (4 of 4)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sky design' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Add new card' })).toBeVisible();
  });

  test('Change PIN code: three labelled PIN fields and Save', async ({ page }) => {
    await page.goto(webPaths.changePinCode);
    await expect(heading(page, 'Change PIN code')).toBeVisible();
    for (const label of ['Current PIN', 'New PIN', 'Confirm PIN']) {
      await page.getByLabel(label).fill('1234');
      await expect(page.getByLabel(label)).toHaveAttribute('type', 'password');
    }
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('Payment success: Send Receipt stays put and says it is not available', async ({ page }) => {
    await page.goto(webPaths.paymentSuccess);
    await expect(heading(page, 'Payment success')).toBeVisible();
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Send Receipt: ainda não disponível.' })).toBeVisible();
    await expect(page).toHaveURL(/\/PaymentSuccess$/);
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  test('Top-up lists cards, entrepreneur accounts and the other sources, one of them picked', async ({ page }) => {
    await page.goto(webPaths.topUpPayment);
    await expect(heading(page, 'Top-up')).toBeVisible();
    await expect(heading(page, 'Cards')).toBeVisible();
    await expect(page.getByText('VISA •••• 7895 · 4 863.27 USD')).toBeVisible();
    await expect(heading(page, 'Entrepreneur accounts')).toBeVisible();
    await expect(heading(page, 'Other methods')).toBeVisible();
    for (const source of ['Card from another bank', 'SEPA', 'Western Union', 'Paypal', 'Payoneer']) {
      await expect(page.getByText(source, { exact: true })).toBeVisible();
    }
    const firstCard = page.getByRole('radio', { name: /^VISA •••• 7895/ });
    await expect(firstCard).toBeChecked();
    await page.getByRole('radio', { name: 'Paypal' }).check();
    await expect(page.getByRole('radio', { name: 'Paypal' })).toBeChecked();
    await expect(firstCard).not.toBeChecked();
    // Nothing on the page shows a full card number.
    await expect(page.getByText('4000123456787895')).toHaveCount(0);
  });
});

test.describe('banking-template screens: signed in', () => {
  test('Card details, card menu and the screens it leads to', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.cardDetails);
    await expect(heading(page, 'Card details')).toBeVisible();
    await expect(page.getByRole('img', { name: /VISA card, ending 7895, balance 4 863.27 USD/ })).toBeVisible();
    const defaultCard = page.getByRole('switch', { name: 'Default card' });
    await expect(defaultCard).toHaveAttribute('aria-checked', 'true');
    await defaultCard.click();
    await expect(defaultCard).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Apple Pay')).toBeVisible();
    await page.getByRole('button', { name: 'Block the card' }).click();
    await expect(page).toHaveURL(/\/CardDetails$/);

    await page.getByRole('link', { name: 'Menu do cartão' }).click();
    await page.waitForURL(`**${webPaths.cardMenu}`);
    await expect(heading(page, 'Card menu')).toBeVisible();
    await expect(page.getByText('100 USD per day')).toBeVisible();
    await expect(page.getByText('3000 USD per day')).toBeVisible();
    await expect(page.getByRole('link', { name: /ATM withdrawals/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Close the card' }).click();
    await expect(page.getByText('Close the card: ainda não disponível.')).toBeVisible();
    await expect(page).toHaveURL(/\/CardMenu$/);

    await page.getByRole('link', { name: 'Change PIN code' }).click();
    await page.waitForURL(`**${webPaths.changePinCode}`);
    await page.getByLabel('Current PIN').fill('1111');
    await page.getByLabel('New PIN').fill('2222');
    await page.getByLabel('Confirm PIN').fill('2222');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**${webPaths.cardMenu}`);

    await page.getByRole('link', { name: 'Reissue the card' }).click();
    await page.waitForURL(`**${webPaths.openNewCard}`);
    await page.getByRole('button', { name: 'Add new card' }).click();
    await page.waitForURL(`**${webPaths.cardMenu}`);

    await page.getByRole('link', { name: /Online payments/ }).click();
    await page.waitForURL(`**${webPaths.payments}`);
    await expect(heading(page, 'Payments')).toBeVisible();
  });

  test('Payments: 8 entries, only Mobile and IBAN payment linked; both end on the success screen', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.payments);
    const list = page.getByRole('list', { name: 'Payments' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(list.getByRole('link')).toHaveCount(2);
    for (const title of ['Money transfer', 'Utility bills', 'Transport', 'Insurance', 'Penalties', 'Charity']) {
      await expect(list.getByText(title, { exact: true })).toBeVisible();
    }

    await list.getByRole('link', { name: 'Mobile payment' }).click();
    await page.waitForURL(`**${webPaths.mobilePayment}`);
    await expect(heading(page, 'Payment success')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    await page.goto(webPaths.payments);
    await page.getByRole('link', { name: 'IBAN payment' }).click();
    await page.waitForURL(`**${webPaths.ibanPayment}`);
    await page.getByLabel('IBAN number').fill('DE89370400440532013000');
    await page.getByLabel('Beneficiary name').fill('Marina Costa');
    await page.getByLabel('BIC code').fill('COBADEFFXXX');
    await page.getByLabel('Beneficiary bank').fill('Commerzbank');
    await page.getByLabel('From card').selectOption({ label: 'MASTERCARD •••• 4417 · 1 250.40 EUR' });
    await page.getByLabel('Amount').fill('12a5,50');
    await expect(page.getByLabel('Amount')).toHaveValue('125.50');
    await expect(page.getByText('EUR', { exact: true })).toBeVisible();
    await page.getByLabel('Comment').fill('x'.repeat(60));
    await expect(page.getByLabel('Comment')).toHaveValue('x'.repeat(50));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`**${webPaths.paymentSuccess}`);
  });

  test('Payment failed: Try Again stays, Cancel goes to the tab navigator', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.paymentFailed);
    await expect(heading(page, 'Payment failed')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/PaymentFailed$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
  });

  test('Fund transfer: recipient from navigation state, masked card 1258, fee, Send', async ({ page }) => {
    await signIn(page);
    await openWithState(page, webPaths.fundTransfer, { name: 'Helena Duarte', photo: '' });
    await expect(heading(page, 'Fund transfer')).toBeVisible();
    await expect(page.getByText('Helena Duarte')).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 1258')).toBeVisible();
    await expect(page.getByText('Bank fee: 0.20 USD')).toBeVisible();
    await expect(page.getByLabel('Send to')).toHaveCount(0);
    await page.getByLabel('Amount').fill('40');
    await page.getByLabel('Comment').fill('Jantar');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`**${webPaths.paymentSuccess}`);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    // Opened without state, the person picks the recipient.
    await page.goto(webPaths.fundTransfer);
    await page.getByLabel('Send to').selectOption({ label: 'Rafael Lima' });
    await expect(page.getByLabel('Send to')).toHaveValue('user-2');
    await expect(page.locator('span').filter({ hasText: /^Rafael Lima$/ })).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 1258')).toBeVisible();
  });

  test('Loans tab and Open new loan: live monthly repayment at 13 %', async ({ page }) => {
    await signIn(page);
    await openExampleTab(page, 'Loans');
    await expect(heading(page, 'Current loan')).toBeVisible();
    await expect(page.getByText('13 %')).toBeVisible();
    await expect(page.getByText('24 months')).toBeVisible();
    await expect(page.getByText('1 117.00 USD')).toBeVisible();
    await expect(page.getByText('4 468.00 USD')).toBeVisible();

    await page.getByRole('button', { name: '+ new Loan' }).click();
    await page.waitForURL(`**${webPaths.openNewLoan}`);
    await expect(heading(page, 'Open new loan')).toBeVisible();
    const period = page.getByLabel('Period');
    await expect(period.locator('option')).toHaveText([
      '3 months',
      '6 months',
      '12 months',
      '18 months',
      '24 months',
      '36 months',
    ]);
    await expect(page.getByRole('switch', { name: 'Early repayment' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('13 %')).toBeVisible();
    const repayment = page.getByRole('status', { name: 'Monthly repayment' });
    await expect(repayment).toHaveText('0.00 USD');
    await period.selectOption('12');
    await page.getByLabel('Amount').pressSequentially('10000');
    await expect(repayment).toHaveText('893.17 USD');
    await period.selectOption('36');
    await expect(repayment).toHaveText('336.94 USD');
    await page.getByRole('radio', { name: 'EUR' }).check();
    await expect(repayment).toHaveText('336.94 EUR');
    await page.getByRole('switch', { name: 'Early repayment' }).click();
    await expect(page.getByRole('switch', { name: 'Early repayment' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Open new loan' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
    await expect(heading(page, 'Current loan')).toBeVisible();
  });

  test('Deposits tab, Open deposit (12 months, 8 %) and Open moneybox go back', async ({ page }) => {
    await signIn(page);
    await openExampleTab(page, 'Deposits');
    await page.getByRole('button', { name: '+ Deposit' }).click();
    await page.waitForURL(`**${webPaths.openDeposit}`);
    await expect(heading(page, 'Open deposit')).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('12');
    await expect(page.getByText('8 %')).toBeVisible();
    const early = page.getByRole('switch', { name: 'Early withdrawal' });
    await expect(early).toHaveAttribute('aria-checked', 'false');
    await early.focus();
    await page.keyboard.press('Space');
    await expect(early).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('Amount').fill('2500');
    await page.getByRole('button', { name: 'Open deposit' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);

    await page.getByRole('button', { name: '+ moneybox' }).click();
    await page.waitForURL(`**${webPaths.openMoneybox}`);
    await expect(heading(page, 'Open moneybox')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'per day' })).toBeChecked();
    await page.getByRole('radio', { name: '$10 per transaction rounding' }).check();
    await expect(page.getByRole('radio', { name: '$10 per transaction rounding' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$1 per transaction rounding' })).not.toBeChecked();
    await page.getByLabel('Goal amount').fill('1000');
    await page.getByLabel('Goal', { exact: true }).fill('Viagem');
    await page.getByRole('button', { name: 'Open moneybox' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
  });

  test('Create invoice sends to Invoice sent, whose Done goes to the tab navigator', async ({ page }) => {
    await signIn(page);
    await page.goto(webPaths.createInvoice);
    await expect(heading(page, 'Create invoice')).toBeVisible();
    await expect(page.getByText('Bank fee is charged from the payer.')).toBeVisible();
    await page.getByLabel('Company name').fill('Acme Ltda.');
    await page.getByLabel('Country').fill('Brasil');
    await page.getByLabel('Company e-mail').fill('financeiro@acme.com.br');
    await page.getByLabel('Amount').fill('300');
    await page.getByRole('radio', { name: 'EUR' }).check();
    await page.getByLabel('Goods or services').fill('Consultoria');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`**${webPaths.invoiceSent}`);
    await expect(heading(page, 'Invoice sent')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
  });

  test('Statistics (expenses first) opens the transaction view; without state it shows a way back', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(webPaths.statistics);
    await expect(heading(page, 'Statistics')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Expenses' })).toBeChecked();
    await expect(page.getByText('Expenses by month')).toBeVisible();
    await page.getByRole('radio', { name: 'Income' }).check();
    await expect(page.getByText('Income by month')).toBeVisible();
    await page.getByRole('radio', { name: 'Expenses' }).check();

    await page.getByRole('link', { name: /Marina Costa: -45.90 USD/ }).click();
    await page.waitForURL(`**${webPaths.coverageDetails}`);
    await expect(heading(page, 'Money transfer')).toBeVisible();
    await expect(page.getByText('-45.90 USD')).toBeVisible();
    await expect(page.getByText('12/05/2025')).toBeVisible();
    await expect(page.getByText('Recipient')).toBeVisible();
    await expect(page.getByText('VISA •••• 7895')).toBeVisible();
    await expect(page.getByText('1.8 USD')).toBeVisible();
    await expect(page.getByText('4 863.27 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Repeat transfer' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page).toHaveURL(/\/CoverageDetails$/);

    // A fresh visit (not a reload, which keeps the entry's state) has no transaction to show.
    await page.goto(webPaths.statistics);
    await page.goto(webPaths.coverageDetails);
    await expect(heading(page, 'Nenhuma transação para mostrar')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL(`**${webPaths.tabNavigator}`);
  });

  test('Notification tab says there are none', async ({ page }) => {
    // Unpaid: a payment is notified.
    await signIn(page, await createAccount('Ana', 'Souza', undefined, { paid: false }));
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect(heading(page, 'Nenhuma notificação')).toBeVisible();
  });
});
