import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type ServerPages } from './data-table';

interface Person {
  id: string;
  name: string;
  age: number;
}

const people = (count: number, from = 1): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${from + index}`,
    name: `Pessoa ${String(from + index).padStart(2, '0')}`,
    age: 20 + ((from + index) % 7),
  }));

const COLUMNS: Column<Person>[] = [
  { id: 'name', header: 'Nome', cell: (person) => person.name, sortValue: (person) => person.name },
  { id: 'age', header: 'Idade', cell: (person) => person.age, sortValue: (person) => person.age, numeric: true },
  { id: 'note', header: 'Observação', cell: () => '—' },
];

function Table(props: { rows: Person[] | undefined; more?: ServerPages; error?: string; pageSize?: number }) {
  return (
    <DataTable
      label="Pessoas"
      columns={COLUMNS}
      rows={props.rows}
      loadingText="Carregando as pessoas…"
      emptyText="Ninguém por aqui."
      error={props.error ? <p role="alert">{props.error}</p> : undefined}
      pageSize={props.pageSize ?? 5}
      more={props.more}
      detail={{
        title: (person) => person.name,
        render: (person) => (
          <>
            <p>Idade: {person.age}</p>
            <label>
              Nota <input />
            </label>
            <button type="button">Arquivar</button>
          </>
        ),
      }}
    />
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Pessoas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('DataTable', () => {
  it('says it is loading, that the list is empty, or what failed, instead of a table', () => {
    const { rerender } = render(<Table rows={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando as pessoas…');
    rerender(<Table rows={[]} />);
    expect(screen.getByText('Ninguém por aqui.')).toBeInTheDocument();
    rerender(<Table rows={undefined} error="Não foi possível carregar." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts by a column, ascending then descending, and says so on its header', async () => {
    render(<Table rows={people(3)} />);
    const age = screen.getByRole('columnheader', { name: /Idade/ });
    expect(age).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Observação' })).toBeNull();
    await userEvent.click(within(age).getByRole('button', { name: 'Idade' }));
    expect(age).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Pessoa 01', 'Pessoa 02', 'Pessoa 03']);
    await userEvent.click(within(age).getByRole('button', { name: 'Idade' }));
    expect(age).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Pessoa 03', 'Pessoa 02', 'Pessoa 01']);
  });

  it('pages the rows, and asks the server for its next page past the last one loaded', async () => {
    const load = vi.fn();
    const more = { hasMore: true, loading: false, failed: false, load };
    const { rerender } = render(<Table rows={people(7)} more={more} />);
    expect(screen.getByText('1–5 de 7 carregados')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Próxima página' });
    const previous = screen.getByRole('button', { name: 'Página anterior' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(names()).toEqual(['Pessoa 06', 'Pessoa 07']);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(load).toHaveBeenCalledOnce();
    rerender(<Table rows={people(7)} more={{ ...more, loading: true }} />);
    expect(screen.getByText('Carregando mais…')).toBeInTheDocument();
    rerender(<Table rows={people(12)} more={{ ...more, hasMore: false }} />);
    expect(names()).toEqual(['Pessoa 11', 'Pessoa 12']);
    expect(screen.getByText('11–12 de 12')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(names()?.[0]).toBe('Pessoa 06');
  });

  it('says when an order covers only the rows loaded so far', async () => {
    render(<Table rows={people(3)} more={{ hasMore: true, loading: false, failed: false, load: () => {} }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(screen.getByText('Ordem aplicada aos 3 itens carregados; a lista tem mais a carregar.')).toBeInTheDocument();
  });

  it('opens a row in the panel (a tap on the row or Enter on it), marks it, and closes with Fechar or Escape', async () => {
    render(<Table rows={people(3)} />);
    // A tap on another cell of the row opens it too.
    await userEvent.click(within(screen.getByRole('row', { name: /Pessoa 01/ })).getAllByRole('cell')[0]!);
    const panel = screen.getByRole('region', { name: 'Pessoa 01' });
    expect(panel).toHaveTextContent('Idade: 21');
    expect(within(panel).getByRole('heading', { name: 'Pessoa 01' })).toHaveFocus();
    expect(screen.getByRole('row', { name: /Pessoa 01/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pessoa 01' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Pessoa 01' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pessoa 01' })).toHaveFocus();
  });

  it('moves with j/k and the arrows, across pages, the open panel following; keys typed in a field stay the field’s', async () => {
    render(<Table rows={people(7)} />);
    screen.getByRole('button', { name: 'Pessoa 01' }).focus();
    await userEvent.keyboard('j');
    expect(screen.getByRole('button', { name: 'Pessoa 02' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}k{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Pessoa 01' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('j');
    // The panel shows the next row, and the focus is on its row.
    expect(screen.getByRole('region', { name: 'Pessoa 02' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pessoa 02' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Nota'), 'jk');
    expect(screen.getByLabelText('Nota')).toHaveValue('jk');
    expect(screen.getByRole('region', { name: 'Pessoa 02' })).toBeInTheDocument();
    // From a button of the panel, j goes on to the next row.
    screen.getByRole('button', { name: 'Arquivar' }).focus();
    await userEvent.keyboard('jjj');
    expect(screen.getByRole('button', { name: 'Pessoa 05' })).toHaveFocus();
    await userEvent.keyboard('j');
    expect(await screen.findByRole('button', { name: 'Pessoa 06' })).toHaveFocus();
    expect(screen.getByText('6–7 de 7')).toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(await screen.findByRole('button', { name: 'Pessoa 05' })).toHaveFocus();
  });

  it('moves the focus on to the next row when the open one leaves the list (moved to another status)', async () => {
    function Shrinking() {
      const [rows, setRows] = useState(people(3));
      return (
        <DataTable
          label="Pessoas"
          columns={COLUMNS}
          rows={rows}
          loadingText=""
          emptyText=""
          detail={{
            title: (person) => person.name,
            render: (person) => (
              <button type="button" onClick={() => setRows((all) => all.filter((one) => one !== person))}>
                Mover
              </button>
            ),
          }}
        />
      );
    }
    render(<Shrinking />);
    await userEvent.click(screen.getByRole('button', { name: 'Pessoa 02' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pessoa 03' })).toHaveFocus();
  });
});
