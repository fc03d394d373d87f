import type { ServerPages } from './data-table';

/** What DataTable reads of an RTK Query infinite query (a list the API sends a page at a time). */
interface InfiniteList<Item> {
  currentData?: { pages: readonly { items: readonly Item[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/** A DataTable's `rows` and `more` from an infinite query (`currentData`: a new filter never shows old rows). */
export function tablePages<Item>(list: InfiniteList<Item>) {
  const more: ServerPages = {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    failed: list.isFetchNextPageError,
    load: () => void list.fetchNextPage(),
  };
  return {
    rows: list.currentData?.pages.flatMap((page) => page.items),
    more,
    failed: list.isError && !list.isFetchNextPageError,
  };
}
