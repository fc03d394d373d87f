/** A page of one of the API's lists: its items and the cursor of the next page (null: the last). */
export interface ListPage {
  nextCursor: string | null;
}

export const listPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage) => last.nextCursor,
};

export function pageUrl(path: string, cursor: string | null, filters: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export interface PagedList<Item> {
  data?: { pages: readonly { items: readonly Item[] }[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/** Every page's items (none before the first) and whether the first page failed (a later one is MoreButton's). */
export function pagedItems<Item>(list: PagedList<Item>) {
  return {
    items: list.data?.pages.flatMap((page) => page.items),
    failed: list.isError && !list.isFetchNextPageError,
  };
}
