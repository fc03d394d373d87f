import { answered, apiClient, TEST_PASSWORD } from '@game-assist/test-support';
import { expect, test } from '../support/fixtures';
import { createAccount } from '../support/sign-in';

test.describe('API reference', () => {
  test('/api/docs shows every operation from our own origin, with no policy violation', async ({ page, baseURL }) => {
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/api/docs/');
    // Swagger UI's bundle (1.7 MB of script) is parsed and renders the whole document first:
    // as the run's first test, beside the other worker's start, that once took more than 10 s.
    await expect(page.getByRole('heading', { name: /Game Assist API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/auth/request-otp', { exact: true })).toBeVisible();

    // An operation opens with its answers, the shared error schema among them.
    await page.getByText('/api/auth/request-otp', { exact: true }).click();
    await expect(page.getByText('Too Many Requests').first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test("'Authorize' takes the access token of a sign-in, and 'Try it out' then calls a subscriber's operation", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount('Iris', 'Integra', undefined, { paid: false });
    const session = answered(
      'login',
      await apiClient(baseURL ?? '').POST('/api/login', { body: { email: account.email, password: TEST_PASSWORD } }),
    );
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Game Assist API/ })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const bearer = page.locator('.auth-container').filter({ hasText: 'bearer (http, Bearer)' });
    await bearer.getByRole('textbox').fill(session.access_token);
    await bearer.getByRole('button', { name: 'Apply credentials' }).click();
    await expect(bearer.getByText('Authorized')).toBeVisible();
    await bearer.getByRole('button', { name: 'Close' }).click();

    const operation = page.locator('#operations-default-getSubscriber');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const answer = operation.locator('.live-responses-table');
    await expect(answer.locator('tbody .response-col_status')).toHaveText('200');
    await expect(answer.locator('tbody .response-col_description')).toContainText(account.email);
  });
});
