/** A page of one of the API's lists: its items and the cursor of the next page (null: the last). */
export interface ListPage {
  nextCursor: string | null;
}

/** RTK Query's infinite-query options for those lists (pages of the API's default length). */
export const listPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage) => last.nextCursor,
};

/** The URL of one page: `path`, the filters given, and the page's cursor (none for the first). */
export function pageUrl(path: string, cursor: string | null, filters: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** What the screens read of an RTK Query infinite query over one of those lists. */
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
