import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('More → FAQ accordion and Privacy policy', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Mais' }).click();
  await page.getByRole('link', { name: /FAQ/ }).click();
  await page.waitForURL(`**${webPaths.faq}`);
  const first = page.getByRole('button', { name: /Como uso um benefício/ });
  const second = page.getByRole('button', { name: /Existe carência/ });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL(`**${webPaths.tabNavigator}`);
  await expect(page.getByRole('tab', { name: 'Mais' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: /Política de privacidade/ }).click();
  await page.waitForURL(`**${webPaths.privacyPolicy}`);
  // Eleven numbered sections, including the LGPD ones: legal bases, encarregado, international
  // transfers and what the browser stores.
  const sections = page.getByRole('main').locator('ol > li');
  await expect(sections).toHaveCount(11);
  for (const title of [
    'Bases legais (Art. 7º da LGPD)',
    'Com quem compartilhamos',
    'Transferência internacional de dados',
    'O que fica guardado no seu navegador',
    'Encarregado (DPO) e como falar com ele',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('encarregado@gameassist.com.br')).toBeVisible();
  for (const key of ['jwt_token', 'refresh_token', 'user_email', 'location']) {
    await expect(page.getByText(key, { exact: true })).toBeVisible();
  }
});
