import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { GuardedLayout } from './guarded-layout';

const routes = [
  { path: webPaths.signIn, element: <h1>Entrar</h1> },
  {
    element: <GuardedLayout />,
    children: [
      { path: webPaths.profile, element: <h1>Perfil</h1> },
      { path: webPaths.yourName, element: <h1>Seu nome</h1> },
    ],
  },
];
const user = { id: '1', email: 'a@b.com', firstName: 'A', lastName: 'B', nome: 'A B' };

describe('GuardedLayout', () => {
  it('renders nothing while the session is unknown', () => {
    const { container, router } = renderRoutes(routes, {
      at: webPaths.profile,
      state: { session: { status: 'unknown' } },
    });
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe(webPaths.profile);
  });

  it('redirects to /SignIn without a user', async () => {
    const { router } = renderRoutes(routes, { at: webPaths.profile, state: { session: { status: 'known' } } });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(webPaths.signIn);
  });

  it('shows the screen to a signed-in user', () => {
    renderRoutes(routes, {
      at: webPaths.profile,
      state: { session: { status: 'known' }, user: { user, rememberMe: false } },
    });
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
  });

  it('sends an account nobody has named to /SeuNome first, remembering where it was going', async () => {
    const { router } = renderRoutes(routes, {
      at: webPaths.profile,
      state: {
        session: { status: 'known' },
        user: { user: { ...user, firstName: '', lastName: '', nome: '' }, rememberMe: false },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Seu nome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(webPaths.yourName);
    expect(router.state.location.state).toEqual({ from: webPaths.profile });
  });
});
