import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import OnboardingScreen from './onboarding-screen';

const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Não encontrado.' } };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a landing through a partner link', () => {
  it('counts one visit with the link’s code, and keeps the code for the sign-up', async () => {
    const sent = stubApi({
      '/api/affiliates/aff-009': notFound,
      '/api/affiliate-links/LINK9': notFound,
      '/api/affiliates/aff-009/visitas': { status: 204 },
    });
    const routes = [{ path: webPaths.onboarding, element: <OnboardingScreen /> }];
    const { unmount } = renderRoutes(routes, { at: '/?affiliate=aff-009&code=LINK9' });
    await vi.waitFor(() => expect(sent.some((call) => call.path === '/api/affiliates/aff-009/visitas')).toBe(true));
    unmount();
    // Back on the same link in this tab: the landing was counted already.
    renderRoutes(routes, { at: '/?affiliate=aff-009&code=LINK9' }).unmount();
    expect(sent.filter((call) => call.path.endsWith('/visitas')).map((call) => call.body)).toEqual([{ code: 'LINK9' }]);

    // The sign-up sends it (sign-up-screen.test.tsx).
    expect(sessionStorage.getItem('affiliate_code')).toBe('LINK9');
  });

  it('counts nothing and keeps no code for the onboarding without a link', async () => {
    const sent = stubApi({});
    renderRoutes([{ path: webPaths.onboarding, element: <OnboardingScreen /> }], { at: '/' });
    expect(await screen.findByRole('link', { name: 'Começar' })).toBeInTheDocument();
    expect(sent.calls.filter((call) => call.path.endsWith('/visitas'))).toEqual([]);
    expect(sessionStorage.getItem('affiliate_code')).toBeNull();
  });
});
