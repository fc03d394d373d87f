import { expect, test } from '../support/fixtures';

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
});
