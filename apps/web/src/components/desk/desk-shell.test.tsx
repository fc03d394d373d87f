import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { DataTable } from './data-table';
import { DeskShell, type DeskTab } from './desk-shell';

const TABS: DeskTab[] = [
  {
    id: 'fila',
    label: 'Fila',
    content: (
      <DataTable
        label="Fila"
        columns={[{ id: 'name', header: 'Nome', cell: (row: { id: string }) => row.id }]}
        rows={[{ id: 'primeiro' }, { id: 'segundo' }]}
        loadingText=""
        emptyText=""
        detail={{ title: (row) => row.id, render: () => null }}
      />
    ),
  },
  { id: 'equipe', label: 'Equipe', content: <p>A equipe.</p> },
];

const render = (at = '/Operador') =>
  renderRoutes([{ path: '/Operador', element: <DeskShell title="Central" navLabel="Filas" tabs={TABS} /> }], { at });

describe('DeskShell', () => {
  it('shows the tabs it is given in its navigation, the first open, and opens another in the address', async () => {
    const { router } = render();
    const nav = screen.getByRole('navigation', { name: 'Filas' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Fila', 'Equipe']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Central: fila');
    await userEvent.click(within(nav).getByRole('button', { name: 'Equipe' }));
    expect(within(nav).getByRole('button', { name: 'Equipe' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getByRole('button', { name: 'Fila' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('A equipe.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?aba=equipe');
    await userEvent.click(within(nav).getByRole('button', { name: 'Fila' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the address names, and the first for a name it does not know', () => {
    render('/Operador?aba=equipe');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Central: equipe');
  });

  it('documents its keys on screen, and j from the page itself goes to the first row', async () => {
    render('/Operador?aba=qualquer');
    const keys = screen.getByRole('region', { name: 'Atalhos do teclado' });
    expect(keys).toHaveTextContent('j ou ↓próxima linha');
    expect(keys).toHaveTextContent('Enterabrir os detalhes');
    await userEvent.keyboard('j');
    expect(screen.getByRole('button', { name: 'primeiro' })).toHaveFocus();
  });
});
