import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { ErrorScreen, NOT_FOUND } from './error-screen';
import { THEME_DARK, THEME_LIGHT } from '#web/styles/theme-colors.ts';
import { RootLayout } from './root-layout';
import { RouteScreen } from './route-screen';

function Boom(): never {
  throw new Error('Falhou ao carregar');
}

const missingChunk = () => Promise.reject(new Error('Chunk não carregou'));

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Link to="/OnboardingTour">tour</Link> },
      { path: '/OnboardingTour', element: <Link to={webPaths.signIn}>entrar</Link> },
      { path: webPaths.signIn, element: <p>sign in</p> },
      { path: '/boom', element: <Boom /> },
      { path: '/missing-chunk', element: <RouteScreen load={missingChunk} /> },
      { path: '*', element: <ErrorScreen error={NOT_FOUND} /> },
    ],
  },
];

let meta: HTMLMetaElement;
beforeEach(() => {
  meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = THEME_LIGHT;
  document.head.append(meta);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.scrollTo = vi.fn();
});
afterEach(() => {
  meta.remove();
  vi.useRealTimers();
});

describe('RootLayout', () => {
  it('leaves the first screen where the browser put it, and scrolls when the person comes back to it', async () => {
    const { router } = renderRoutes(routes, { at: '/' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate(webPaths.signIn));
    await act(() => vi.advanceTimersByTimeAsync(10));
    // Cleared before going back: the clock also advances in real time, so the scroll for '/'
    // may already have run by the time the navigation has settled.
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top 10 ms after a route change', async () => {
    // The clock moves only when told to here, so "not yet" cannot race the 10 ms.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { router } = renderRoutes(routes, { at: '/' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(webPaths.signIn));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('uses the dark theme colour on Onboarding paths and white elsewhere', async () => {
    const { router } = renderRoutes(routes, { at: '/OnboardingTour' });
    expect(meta.content).toBe(THEME_DARK);
    await act(() => router.navigate(webPaths.signIn));
    expect(meta.content).toBe(THEME_LIGHT);
  });
});

describe('ErrorScreen', () => {
  it('keeps the route-change effects when a navigation reaches no route', async () => {
    const { router } = renderRoutes(routes, { at: '/OnboardingTour' });
    expect(meta.content).toBe(THEME_DARK);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/nao/existe'));
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(meta.content).toBe(THEME_LIGHT);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows status and status text for an unmatched URL', async () => {
    renderRoutes(routes, { at: '/nao/existe' });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes(routes, { at: '/boom' });
    expect(await screen.findByText('Falhou ao carregar')).toBeInTheDocument();
  });

  it("shows why a screen's chunk could not load, and clears on the next navigation", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The suspended screen is retried inside an awaited act, as React does in a browser.
    const { router } = await act(async () => renderRoutes(routes, { at: '/missing-chunk' }));
    expect(await screen.findByText('Chunk não carregou')).toBeInTheDocument();
    await act(() => router.navigate(webPaths.signIn));
    expect(screen.getByText('sign in')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
