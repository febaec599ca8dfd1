import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { postKeys } from './keys'
import type { FeedPage, FeedPost } from './post-types'

type Feed = InfiniteData<FeedPage>

/** Applies `change` to a post wherever feeds hold it. */
export function patchPost(qc: QueryClient, id: string, change: (p: FeedPost) => FeedPost) {
  qc.setQueriesData<Feed>(
    { queryKey: postKeys.feeds() },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          items: page.items.map((p) => (p.id === id ? change(p) : p)),
        })),
      },
  )
  qc.setQueryData<FeedPost>(postKeys.detail(id), (p) => p && change(p))
}

export function removePost(qc: QueryClient, id: string) {
  qc.setQueriesData<Feed>(
    { queryKey: postKeys.feeds() },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id) })),
      },
  )
}

export function prependPost(qc: QueryClient, queryKey: readonly unknown[], post: FeedPost) {
  qc.setQueryData<Feed>(
    queryKey,
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page, i) => (i === 0 ? { ...page, items: [post, ...page.items] } : page)),
      },
  )
}

/** Every cached copy of a post, for rolling back. */
export function findPost(qc: QueryClient, id: string): FeedPost | undefined {
  for (const [, feed] of qc.getQueriesData<Feed>({ queryKey: postKeys.feeds() })) {
    for (const page of feed?.pages ?? []) {
      const hit = page.items.find((p) => p.id === id)
      if (hit) return hit
    }
  }
  return qc.getQueryData<FeedPost>(postKeys.detail(id))
}
