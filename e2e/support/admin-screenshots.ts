import type { Browser, Page } from '@playwright/test';
import { startOwnServer } from './own-server';
import { ADMIN, codeSignIn, enterWithNewStaffPasskey, openTab, personsBrowser } from './staff';

/** The administrador's tabs, on a server of their own: their gate needs a passkey, and a passkey a site name. */
const TABS = [
  { tab: 'Catálogo', name: 'catalogo' },
  { tab: 'Equipe', name: 'equipe' },
  { tab: 'Auditoria', name: 'auditoria' },
] as const;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** `npm run screenshots`, the administrador's tabs at 1280 and 390 px, light and dark, as desk-<tab>-<width>-<theme>.png. */
export async function shootTheAdministrator(browser: Browser, shoot: (page: Page, name: string) => Promise<void>) {
  const server = await startOwnServer({ name: 'admin-screenshots', host: 'localhost', nodeEnv: 'test' });
  try {
    const admin = await personsBrowser(browser, server.baseUrl);
    await codeSignIn(admin, ADMIN);
    await enterWithNewStaffPasskey(admin);
    for (const viewport of WIDTHS) {
      await admin.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await admin.emulateMedia({ colorScheme });
        for (const { tab, name } of TABS) {
          await openTab(admin, tab);
          await admin.waitForFunction((scheme) => document.documentElement.dataset.theme === scheme, colorScheme);
          await shoot(admin, `desk-${name}-${viewport.width}-${colorScheme}`);
        }
      }
    }
    await admin.context().close();
  } finally {
    await server.close();
  }
}
