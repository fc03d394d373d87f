import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('More → FAQ accordion and Privacy policy', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Mais' }).click();
  await page.getByRole('link', { name: /FAQ/ }).click();
  await page.waitForURL('**/FAQ');
  const first = page.getByRole('button', { name: /Como uso um benefício/ });
  const second = page.getByRole('button', { name: /Existe carência/ });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL('**/TabNavigator');
  await expect(page.getByRole('tab', { name: 'Mais' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: /Política de privacidade/ }).click();
  await page.waitForURL('**/PrivacyPolicy');
  await expect(page.getByRole('listitem')).toHaveCount(8);
});
