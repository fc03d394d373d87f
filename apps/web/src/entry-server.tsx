import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  FONT_WAIT_MS,
  SHELL_SHEET_ATTRIBUTE,
  WEB_BOOT_SCRIPT,
  WEB_INLINE_STYLES_FILE,
  WEB_KEPT_PAGE_SCRIPT,
  webPaths,
} from '@game-assist/contracts/rules';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { createStore } from './app/store';

/** Decision 004. `screen`: the manifest key whose CSS is inlined; `file`: what the API serves for the path. */
export const PRERENDERED_PAGES = [
  { path: webPaths.onboarding, file: 'index.html', screen: 'src/features/onboarding/onboarding-screen.tsx' },
  {
    path: `${webPaths.onboarding}?affiliate=prerender`,
    file: 'index.affiliate.html',
    screen: 'src/features/onboarding/onboarding-screen.tsx',
  },
  {
    path: `${webPaths.onboarding}?code=prerender`,
    file: 'index.code.html',
    screen: 'src/features/onboarding/onboarding-screen.tsx',
  },
  { path: webPaths.signIn, file: 'SignIn.html', screen: 'src/features/auth/screens/sign-in-screen.tsx' },
  { path: webPaths.signUp, file: 'SignUp.html', screen: 'src/features/auth/screens/sign-up-screen.tsx' },
] as const;

export { FONT_WAIT_MS, SHELL_SHEET_ATTRIBUTE, WEB_BOOT_SCRIPT, WEB_INLINE_STYLES_FILE, WEB_KEPT_PAGE_SCRIPT };

/** The app's markup for `path`, as a first visit without a session renders it. */
export async function render(path: string): Promise<string> {
  const { store, persistor } = createStore();
  // Waits for lazy parts (the affiliate welcome) so the page holds their markup, not a fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers store={store} persistor={persistor}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('Unexpected Application Error!')) throw new Error(`prerendering ${path} showed the error screen`);
  return html;
}
