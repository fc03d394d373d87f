import { useEffect, useRef, type RefObject } from 'react';
import type { PagedList } from '#web/lib/api/pages.ts';
import { Button } from './button';
import { ErrorText } from './error-text';
import styles from './more-button.module.css';

interface MoreButtonProps {
  /** The infinite query whose pages the list shows. */
  pages: PagedList<unknown>;
  /** The list element the pages go into; its items take the focus (`tabIndex={-1}`). */
  list: RefObject<HTMLElement | null>;
  /** What the list holds, as in 'Mostrar mais atendimentos'. */
  what: string;
}

/**
 * 'Mostrar mais …' under a list read a page at a time. The focus then moves to the first item
 * brought; a tap while the list is being fetched waits for that fetch (the API client would
 * drop it), and the button is never disabled, which would drop the keyboard focus.
 */
export function MoreButton({ pages, list, what }: MoreButtonProps) {
  const count = pages.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const fetching = pages.isFetching;
  const focusFrom = useRef<number | null>(null);
  const tappedWhileFetching = useRef(false);
  const fetchMore = () => {
    focusFrom.current = count;
    void pages.fetchNextPage();
  };
  useEffect(() => {
    if (fetching || !tappedWhileFetching.current) return;
    tappedWhileFetching.current = false;
    fetchMore();
  });
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    const first = list.current?.children[from];
    if (first instanceof HTMLElement) first.focus();
  }, [count, list]);

  if (!pages.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <ErrorText>
        {pages.isFetchNextPageError
          ? `Não foi possível carregar mais ${what}. Verifique sua conexão e tente de novo.`
          : null}
      </ErrorText>
      <Button
        variant="secondary"
        fullWidth
        loading={fetching}
        onClick={() => {
          if (fetching) tappedWhileFetching.current = true;
          else fetchMore();
        }}
      >
        Mostrar mais {what}
      </Button>
    </div>
  );
}
