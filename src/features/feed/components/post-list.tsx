import { useInfiniteQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { feedQueryOptions } from '@/data/posts/feed-query'
import { savedPostsQueryOptions } from '@/data/posts/post-bookmarks'
import type { FeedSource } from '@/data/posts/keys'
import type { FeedPost } from '@/data/posts/post-types'
import { Spinner } from '@/components/ui/spinner'
import { PostCard } from './post-card'
import { PostSkeleton } from './post-skeleton'
import { t } from '@/lib/i18n'

const VirtualPostList = lazy(() => import('./virtual-post-list'))

/** Past this many posts only those near the viewport stay in the page. */
const VIRTUALISE_AFTER = 60

/** A cursor-paginated feed with infinite scroll, skeletons, an error with retry and an empty state. */
export function PostList({
  source,
  userId,
  empty,
  doneText,
  renderExtra,
}: {
  /** A feed, or `saved`: the member's saved posts. */
  source: Exclude<FeedSource, `saved:${string}`> | 'saved'
  userId: string
  empty: ReactNode
  /** Said under the last post. */
  doneText?: string
  /** Extra controls above each post (a community's moderation bar). */
  renderExtra?: (post: FeedPost) => ReactNode
}) {
  const query = useInfiniteQuery(source === 'saved' ? savedPostsQueryOptions(userId) : feedQueryOptions(source, userId))
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query
  const posts = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data])

  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('Loading posts')}>
        <PostSkeleton />
        <PostSkeleton />
        <PostSkeleton />
      </div>
    )
  }
  if (isError) {
    return <LoadError what={t('Posts')} error={error} onRetry={() => void refetch()} />
  }
  if (posts.length === 0) return <>{empty}</>

  const renderPost = (post: FeedPost) => <PostCard post={post} userId={userId} extra={renderExtra?.(post)} />
  return (
    <div>
      {posts.length > VIRTUALISE_AFTER ? (
        <Suspense fallback={<Spinner />}>
          <VirtualPostList posts={posts} renderPost={renderPost} />
        </Suspense>
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <li key={post.id}>{renderPost(post)}</li>
          ))}
        </ul>
      )}
      <LoadMore
        pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
        doneText={doneText ?? t('You’re all caught up.')}
      />
    </div>
  )
}
