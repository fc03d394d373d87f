import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoreButton } from './more-button';

interface State {
  items: string[];
  hasMore?: boolean;
  fetching?: boolean;
  failed?: boolean;
}

/** A list of `items` in one page, as an infinite query would give it. */
function List({ items, hasMore = true, fetching = false, failed = false, onMore }: State & { onMore(): void }) {
  const list = useRef<HTMLUListElement>(null);
  const pages = {
    data: { pages: [{ items }] },
    hasNextPage: hasMore,
    isFetching: fetching,
    isError: failed,
    isFetchNextPageError: failed,
    fetchNextPage: onMore,
  };
  return (
    <>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item} tabIndex={-1}>
            {item}
          </li>
        ))}
      </ul>
      <MoreButton pages={pages} list={list} what="itens" />
    </>
  );
}

describe('MoreButton', () => {
  it('asks for the next page and then moves the focus to its first item', async () => {
    const onMore = vi.fn();
    const { rerender } = render(<List items={['a', 'b']} onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais itens' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<List items={['a', 'b', 'c', 'd']} hasMore={false} onMore={onMore} />);
    expect(screen.getByText('c')).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the focus alone when the list changes by itself', () => {
    const { rerender } = render(<List items={['a']} onMore={vi.fn()} />);
    rerender(<List items={['z', 'a']} onMore={vi.fn()} />);
    expect(document.body).toHaveFocus();
  });

  it('shows it is busy while the list is fetched, and acts on a tap made then once the fetch is over', async () => {
    const onMore = vi.fn();
    const { rerender } = render(<List items={['a']} fetching onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Mostrar mais itens' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    rerender(<List items={['a']} onMore={onMore} />);
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
    rerender(<List items={['a']} onMore={onMore} />);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('says when the next page could not load and stays for another try', () => {
    render(<List items={['a']} failed onMore={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mais itens. Verifique sua conexão e tente de novo.',
    );
    expect(screen.getByRole('button', { name: 'Mostrar mais itens' })).toBeEnabled();
  });
});
