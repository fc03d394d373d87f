import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { keptEarlier, signedInAs } from '#web/test/session.ts';
import { Header } from './header';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const subscriber = {
  nome: 'Joana Prado',
  telefone: '',
  email: 'j@p.com',
  nascimento: null,
  endereco: '',
  avatar: null,
  telefoneVerificado: false,
  titular: null,
};

describe('Header', () => {
  it('shows the title, the user linking to /Profile and the card icon linking to /CardMenu', async () => {
    signedInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(subscriber), { status: 200 })),
    );
    renderRoutes(
      [
        { path: '/', element: <Header title="Início" showUser icon="card" /> },
        { path: webPaths.profile, element: <h1>Perfil</h1> },
        { path: webPaths.cardMenu, element: <h1>Card menu</h1> },
      ],
      { at: '/' },
    );
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    const user = await screen.findByRole('link', { name: 'Joana Prado (ver perfil)' });
    expect(user).toHaveTextContent('JP');
    expect(screen.getByRole('link', { name: 'Menu do cartão' })).toHaveAttribute('href', webPaths.cardMenu);
    await userEvent.click(user);
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    // Kept for the next start: the name and avatar only.
    expect(JSON.parse(localStorage.getItem('kept-answer:assinante-cabecalho') ?? 'null')).toEqual({
      account: 'conta-teste',
      answer: { nome: 'Joana Prado', avatar: null },
    });
  });

  it('shows the name kept from the last visit on its first render, while the read is under way', () => {
    signedInAs();
    keptEarlier('assinante-cabecalho', { nome: 'Joana Prado', avatar: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderRoutes([{ path: '/', element: <Header title="Início" showUser /> }], { at: '/' });
    const user = screen.getByRole('link', { name: 'Joana Prado (ver perfil)' });
    expect(user).toHaveTextContent('JP');
  });

  it('shows a back button only when there is a page to go back to', async () => {
    // The first page of a visit, as React Router marks it (other files' pages stay in jsdom's history).
    window.history.replaceState({ idx: 0 }, '');
    const { router } = renderRoutes(
      [
        { path: '/a', element: <Header title="A" showBack /> },
        { path: '/b', element: <Header title="B" showBack /> },
      ],
      { at: '/a' },
    );
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    window.history.replaceState({ idx: 1 }, '');
    await router.navigate('/b');
    const back = await screen.findByRole('button', { name: 'Voltar' });
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    window.history.replaceState(null, '');
  });
});
