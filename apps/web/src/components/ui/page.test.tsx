import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithStore } from '#web/test/render.tsx';
import { Page } from './page';

describe('Page', () => {
  // A first page of its visit, as a screen opened directly is: the worker's shared jsdom has a
  // history of earlier tests, which the header would otherwise read as a page to go back to.
  beforeEach(() => window.history.replaceState({ idx: 0 }, ''));

  it('opened directly, still has a way back: a link to where the screen belongs', () => {
    renderWithStore(
      <MemoryRouter>
        <Page title="Carteirinha" back="/Exemplos">
          <p>conteúdo</p>
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Carteirinha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/Exemplos');
    expect(screen.getByRole('main')).toHaveTextContent('conteúdo');
  });

  it('goes to the dashboard by default, and has no way back on a tab of its own', () => {
    const { unmount } = render(
      <MemoryRouter>
        <Page title="Meus atendimentos">x</Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/TabNavigator');
    unmount();
    render(
      <MemoryRouter>
        <Page title="Notificações" noBack>
          x
        </Page>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Voltar' })).toBeNull();
  });
});
