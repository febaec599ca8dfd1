import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'

/**
 * An infinite query read in keyset pages: the first page is fetched with a `null` cursor, and each page carries
 * the cursor the next one starts after (`null` on the last page).
 */
export function keysetQueryOptions<TPage extends { nextCursor: unknown }, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (cursor: TPage['nextCursor'] | null, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as TPage['nextCursor'] | null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (page) => page.nextCursor,
  })
}

/** A page of rows keyed by id: a full page may have more after its last id. */
export const idKeysetPage = <T extends { id: string }>(items: T[], pageSize: number) => ({
  items,
  nextCursor: items.length === pageSize ? items.at(-1)!.id : null,
})
