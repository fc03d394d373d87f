import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { SUBSCRIBER_ROUTES } from '../support/routes';
import { signIn } from '../support/sign-in';

/**
 * Screens that start a way rather than sit on one, so have no 'Voltar': the home tab, the landing,
 * sign-in, sign-up (its spec link to sign-in), the two done screens (their one action is the way on),
 * the name asked before anything else, a clinic's /verificar and an e-mailed invitation's first screen.
 */
const ENTRY_SCREENS: readonly string[] = [
  webPaths.tabNavigator,
  webPaths.onboarding,
  webPaths.signIn,
  webPaths.signUp,
  webPaths.signUpAccountCreated,
  webPaths.forgotPasswordSentEmail,
  webPaths.yourName,
  webPaths.verifyMemberCard,
  webPaths.invite,
];

/** The spec's English category and add-on names, which people no longer read (the API keeps them as slugs). */
const ENGLISH_NAMES =
  /life balance|tech support|digital guardian|\blegacy\b|financial support|\btransport\b|\bvision\b/i;

async function shownText(page: Page, route: string): Promise<string> {
  await page.goto(route);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.locator('body').innerText();
}

test.describe('care first: what a subscriber meets', () => {
  test('no dollars and no English category or add-on name where the subscriber lives', async ({ page }) => {
    await signIn(page);
    for (const route of [
      webPaths.tabNavigator,
      webPaths.memberCard,
      webPaths.myPlan,
      webPaths.subscribe,
      webPaths.myCharges,
    ]) {
      const text = await shownText(page, route);
      expect(text, `${route} shows no US$ or USD`).not.toMatch(/US\$|USD/);
      expect(text, `${route} shows no English category or add-on name`).not.toMatch(ENGLISH_NAMES);
    }
    await page.goto(webPaths.tabNavigator);
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Início', /^Notificações/, 'Mais']);
  });

  test('every banking sample is listed under Mais → Exemplos do aplicativo and still shows its spec screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.getByRole('tab', { name: 'Mais' }).click();
    await expect(page.getByRole('link', { name: /FAQ/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Política de privacidade/ })).toBeVisible();
    await page.getByRole('link', { name: /Exemplos do aplicativo/ }).click();
    await page.waitForURL(`**${webPaths.appExamples}`);
    const samples: [string, string, string][] = [
      ['Card menu', webPaths.cardMenu, 'Card menu'],
      ['Card details', webPaths.cardDetails, 'Card details'],
      ['Open new card', webPaths.openNewCard, 'Open new card'],
      ['Change PIN code', webPaths.changePinCode, 'Change PIN code'],
      ['Payments', webPaths.payments, 'Payments'],
      ['Mobile payment', webPaths.mobilePayment, 'Payment success'],
      ['IBAN payment', webPaths.ibanPayment, 'IBAN payment'],
      ['Top-up', webPaths.topUpPayment, 'Top-up'],
      ['Payment success', webPaths.paymentSuccess, 'Payment success'],
      ['Payment failed', webPaths.paymentFailed, 'Payment failed'],
      ['Open deposit', webPaths.openDeposit, 'Open deposit'],
      ['Open moneybox', webPaths.openMoneybox, 'Open moneybox'],
      ['Open new loan', webPaths.openNewLoan, 'Open new loan'],
      ['Create invoice', webPaths.createInvoice, 'Create invoice'],
      ['Invoice sent', webPaths.invoiceSent, 'Invoice sent'],
      ['Statistics', webPaths.statistics, 'Statistics'],
      ['Transaction', webPaths.coverageDetails, 'Transaction'],
    ];
    for (const [row, path, title] of samples) {
      await page.getByRole('link', { name: `${row} Exemplo`, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      // Marked as an example, with the way back to the list.
      await expect(page.getByText('Exemplo', { exact: true })).toBeVisible();
      await page.goBack();
      await page.waitForURL(`**${webPaths.appExamples}`);
    }
    // The transaction view keeps its spec content with the sample state the list gives it.
    await page.getByRole('link', { name: 'Transaction Exemplo', exact: true }).click();
    await expect(page.getByText('4 863.27 USD')).toBeVisible();
    await page.goBack();
    for (const tab of ['Deposits', 'Loans'] as const) {
      await page.getByRole('button', { name: `${tab} Exemplo` }).click();
      await page.waitForURL(`**${webPaths.tabNavigator}`);
      await expect(page.getByRole('heading', { name: tab, exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.waitForURL(`**${webPaths.appExamples}`);
    }
    // Fund transfer is the template's row of people: each opens the transfer form with that person.
    await page.getByRole('list', { name: 'Fund transfer' }).getByRole('link').first().click();
    await page.waitForURL(`**${webPaths.fundTransfer}`);
    await expect(page.getByRole('heading', { name: 'Fund transfer', exact: true })).toBeVisible();
    await page.goBack();
    // Opened directly, a sample's 'Voltar' leads to the list.
    await page.goto(webPaths.statistics);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(`**${webPaths.appExamples}`);
  });

  test("every screen opened directly has a way back; the header's card leads to the subscriber's card", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const missing: string[] = [];
    for (const route of SUBSCRIBER_ROUTES.filter((path) => !ENTRY_SCREENS.includes(path))) {
      await page.goto(route);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const back = page.getByRole('link', { name: /^Voltar/ }).or(page.getByRole('button', { name: /^Voltar/ }));
      if ((await back.count()) === 0) missing.push(route);
    }
    expect(missing, "screens opened directly without a way back ('Voltar…')").toEqual([]);
    for (const route of [webPaths.memberCard, webPaths.subscribe, webPaths.myServiceRequests, webPaths.myPlan]) {
      await page.goto(route);
      await page.getByRole('link', { name: 'Voltar' }).click();
      await page.waitForURL(`**${webPaths.tabNavigator}`);
    }
    await page.getByRole('link', { name: 'Minha carteirinha' }).click();
    await page.waitForURL(`**${webPaths.memberCard}`);
  });
});
