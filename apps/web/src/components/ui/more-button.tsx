import { useEffect, useRef, type RefObject } from 'react';
import type { PagedList } from '#web/lib/api/pages.ts';
import { Button } from './button';
import { ErrorText } from './error-text';
import styles from './more-button.module.css';

interface MoreButtonProps {
  pages: PagedList<unknown>;
  list: RefObject<HTMLElement | null>;
  what: string;
}

/** 'Mostrar mais …': focus moves to the first item brought; never disabled, which would drop the focus. */
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
