import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { fetchAdminIds } from '@/data/organisations/organisation-queries'
import { isUuid, toAppError } from '@/lib/errors'
import { getSupabase, type AppClient } from '@/lib/supabase'
import { postKeys, type FeedSource } from './keys'
import { FEED_SELECT, POST_SELECT, withAuthor } from './post-select'
import { FEED_PAGE_SIZE, type FeedCursor, type FeedPage, type FeedPost } from './post-types'

/** How long a post with a followed hashtag stays at the top of "For you" (docs/decisions.md). */
export const FOR_YOU_BOOST_MS = 3 * 24 * 60 * 60 * 1000

/**
 * A Postgres array literal whose elements are quoted. postgrest-js joins an array's elements with commas as they
 * are, so a tag from the URL with a comma, a brace, a quote or a backslash (`/search?tag=a"b`) made a malformed
 * literal (22P02, a 400) instead of a page with no posts.
 */
export const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

/** Keyset condition: strictly older than the cursor in (created_at, id) order. */
export const olderThan = (c: FeedCursor) =>
  `created_at.lt."${c.createdAt}",and(created_at.eq."${c.createdAt}",id.lt.${c.id})`

/** Adds each repost's original (null when deleted or hidden from the reader) and a shown author. */
export async function withOriginals(
  client: AppClient,
  posts: Omit<FeedPost, 'original'>[],
  signal: AbortSignal,
): Promise<FeedPost[]> {
  const ids = [...new Set(posts.flatMap((p) => (p.repost_of ? [p.repost_of] : [])))]
  const originals = new Map<string, NonNullable<FeedPost['original']>>()
  if (ids.length) {
    const { data, error } = await client
      .from('posts')
      .select(POST_SELECT)
      .in('id', ids)
      .abortSignal(signal)
      .overrideTypes<NonNullable<FeedPost['original']>[], { merge: false }>()
    if (error) throw toAppError(error)
    for (const o of data) originals.set(o.id, withAuthor(o))
  }
  return posts.map((p) => ({ ...withAuthor(p), original: (p.repost_of && originals.get(p.repost_of)) || null }))
}

export async function fetchFeedPage(
  client: AppClient,
  source: FeedSource,
  userId: string,
  cursor: FeedCursor | null,
  signal: AbortSignal,
): Promise<FeedPage> {
  if (source.startsWith('profile:') && !isUuid(source.slice('profile:'.length))) return { items: [], nextCursor: null }
  // "Following" reads the caller's network in SQL (following_feed): a list of ids in the URL breaks past
  // a few hundred followees. The function takes the cursor; the select, like and order apply to its page.
  // "For you" (home) ranks fresh posts with a followed hashtag first (for_you_feed): its order is the
  // function's, so no order is applied here, and the boost window is fixed at the first page.
  const isFollowing = source === 'following'
  const isForYou = source === 'home'
  const boostSince = cursor?.boostSince ?? new Date(Date.now() - FOR_YOU_BOOST_MS).toISOString()
  const base = isFollowing
    ? client.rpc(
        'following_feed',
        { before_created_at: cursor?.createdAt, before_id: cursor?.id, page_size: FEED_PAGE_SIZE },
        { get: true },
      )
    : isForYou
      ? client.rpc(
          'for_you_feed',
          {
            boost_since: boostSince,
            before_created_at: cursor?.createdAt,
            before_id: cursor?.id,
            page_size: FEED_PAGE_SIZE,
          },
          { get: true },
        )
      : client.from('posts')
  let query = base.select(FEED_SELECT).eq('my_like.user_id', userId)
  if (!isForYou) query = query.order('created_at', { ascending: false }).order('id', { ascending: false })
  query = query.limit(FEED_PAGE_SIZE).abortSignal(signal)
  if (cursor && !isFollowing && !isForYou) query = query.or(olderThan(cursor))
  if (source.startsWith('profile:')) query = query.eq('author_id', source.slice('profile:'.length))
  else if (source.startsWith('tag:')) query = query.contains('hashtags', arrayLiteral([source.slice('tag:'.length)]))
  else if (source.startsWith('community:'))
    query = query.eq('community_id', source.slice('community:'.length)).is('pinned_at', null)
  else if (source.startsWith('organisation:')) {
    // An organisation has a few admins: their ids fit in the URL.
    const admins = await fetchAdminIds(source.slice('organisation:'.length))
    if (!admins.length) return { items: [], nextCursor: null }
    query = query.in('author_id', admins)
  }
  const { data, error } = await query.overrideTypes<Omit<FeedPost, 'original'>[], { merge: false }>()
  if (error) throw toAppError(error)
  const items = await withOriginals(client, data, signal)
  const last = items.at(-1)
  return {
    items,
    nextCursor:
      data.length === FEED_PAGE_SIZE && last
        ? { createdAt: last.created_at, id: last.id, ...(isForYou ? { boostSince } : {}) }
        : null,
  }
}

export const feedQueryOptions = (source: FeedSource, userId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(source),
    initialPageParam: null as FeedCursor | null,
    queryFn: async ({ pageParam, signal }) => fetchFeedPage(await getSupabase(), source, userId, pageParam, signal),
    getNextPageParam: (page) => page.nextCursor,
  })

/** One post as a feed item; null when it does not exist or the reader may not see it. */
export const postQueryOptions = (id: string, userId: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: async ({ signal }) => {
      if (!isUuid(id)) return null
      const client = await getSupabase()
      const { data, error } = await client
        .from('posts')
        .select(FEED_SELECT)
        .eq('id', id)
        .eq('my_like.user_id', userId)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<Omit<FeedPost, 'original'> | null, { merge: false }>()
      if (error) throw toAppError(error)
      return data ? ((await withOriginals(client, [data], signal))[0] ?? null) : null
    },
  })

export type AuthoredPost = Pick<
  FeedPost,
  | 'id'
  | 'body'
  | 'media'
  | 'visibility'
  | 'repost_of'
  | 'created_at'
  | 'like_count'
  | 'comment_count'
  | 'repost_count'
  | 'view_count'
> & {
  /** Members (not actions) who liked, commented on or reposted it; the author is not counted. */
  engaged_members: number
}

/** The member's own posts with their counts, for the author dashboard. */
export const authoredPostsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: postKeys.authored(userId),
    queryFn: async ({ signal }) => {
      const client = await getSupabase()
      const [posts, engagement] = await Promise.all([
        client
          .from('posts')
          .select(
            'id, body, media, visibility, repost_of, created_at, like_count, comment_count, repost_count, view_count',
          )
          .eq('author_id', userId)
          .order('created_at', { ascending: false })
          .limit(1000)
          .abortSignal(signal),
        client.rpc('my_post_engagement').abortSignal(signal),
      ])
      if (posts.error) throw toAppError(posts.error)
      if (engagement.error) throw toAppError(engagement.error)
      const engaged = new Map(engagement.data.map((e) => [e.post_id, e.engaged_members]))
      return posts.data.map((p) => ({ ...p, engaged_members: engaged.get(p.id) ?? 0 })) satisfies AuthoredPost[]
    },
  })
