import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, skipFirstLaunch, waitForAppOnNavigation } from './fixtures';
import { messagesFor, waitForCode, waitForMessage } from './mailbox';
import { newSubscriber, signUpInTheBrowser } from './subscribe';
import { virtualAuthenticator } from './virtual-authenticator';

// The staff of a spec's own server at http://localhost (WebAuthn refuses an IP address as a site), #66.

/** The seeded administrador of a test run. */
export const ADMIN = 'operador@gameassist.local';
const DESK = { width: 1280, height: 800 };

/** A browser of the person's own, with Chromium's virtual authenticator (a phone that verifies its person). */
export async function personsBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: DESK, colorScheme: 'light' });
  await skipFirstLaunch(context);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await virtualAuthenticator(page);
  return page;
}

/** /SignIn with the e-mailed code, as a person does; 'Agora não' to the passkey offer (a subscriber's), then signed in. */
export async function codeSignIn(page: Page, email: string) {
  const seen = (await messagesFor(email)).length;
  await page.goto(webPaths.signIn);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`**${webPaths.confirmationCode}`);
  await page.getByLabel('Dígito 1 de 6').fill(await waitForCode(email, seen));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: 'Agora não' }).click();
  await page.waitForURL(`**${webPaths.tabNavigator}`);
}

/** /Operador's gate: the person's first staff passkey, then in with it; the desk's tabs show. */
export async function enterWithNewStaffPasskey(page: Page) {
  await page.goto(webPaths.operator);
  await expect(page.getByRole('heading', { name: 'Entre com a sua chave de acesso' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar a minha chave de acesso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chave criada. Agora entre com ela.' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar com a chave de acesso' }).click();
  await expect(page.getByRole('navigation', { name: 'Filas da central' })).toBeVisible();
}

export const deskTabs = (page: Page) => page.getByRole('navigation', { name: 'Filas da central' }).getByRole('button');

/** Opens a tab of /Operador and waits until it has loaded. */
export async function openTab(page: Page, tab: string) {
  await page.getByRole('navigation', { name: 'Filas da central' }).getByRole('button', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Central: ${tab.toLowerCase()}`);
  await expect(page.getByRole('status').filter({ hasText: /^Carregando/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** In 'Equipe' (the administrador's page open): invites a new address with one role; its invitation e-mailed. */
export async function inviteToTheTeam(admin: Page, role: string, names: [prefix: string, first: string, last: string]) {
  const invited = newSubscriber(...names);
  const form = admin.getByRole('form', { name: 'Convidar para a equipe' });
  await form.getByLabel('E-mail de quem você convida').fill(invited.email);
  await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Convite enviado para ${invited.email}.` })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: invited.email })).toContainText('Convidada');
  const invitation = await waitForMessage(invited.email, (mail) => mail.includes('Convite para a equipe'));
  expect(invitation).toContain(role);
  return invited;
}

/** The invited person signs up with the address (the e-mailed code), then makes their staff passkey. */
export async function joinTheTeam(
  browser: Browser,
  baseURL: string,
  invited: Parameters<typeof signUpInTheBrowser>[1],
) {
  const person = await personsBrowser(browser, baseURL);
  await signUpInTheBrowser(person, invited, 1);
  await enterWithNewStaffPasskey(person);
  return person;
}
