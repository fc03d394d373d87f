import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) on the page's browser: a platform
 * authenticator that verifies its person, holds resident keys and answers every ceremony as a phone would.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}
