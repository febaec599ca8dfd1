import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { withOriginals } from './feed-query'
import { postKeys } from './keys'
import { FEED_SELECT } from './post-select'
import { FEED_PAGE_SIZE, type FeedCursor, type FeedPage, type FeedPost } from './post-types'
import { t } from '@/lib/i18n'

/** Whether the member saved this post. Only the member can read their bookmarks (RLS). */
export const bookmarkQueryOptions = (userId: string, postId: string) =>
  queryOptions({
    queryKey: postKeys.bookmark(userId, postId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('post_bookmarks')
        .select('post_id')
        .eq('member_id', userId)
        .eq('post_id', postId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data !== null
    },
    staleTime: STALE.minutes1,
  })

/**
 * The member's saved posts, last saved first. The inner embed drops bookmarks of posts the member may no
 * longer see (deleted ones go with their bookmark), so a page is a page of readable posts.
 */
export const savedPostsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.saved(userId),
    initialPageParam: null as FeedCursor | null,
    queryFn: async ({ pageParam: cursor, signal }): Promise<FeedPage> => {
      const client = await getSupabase()
      let marks = client
        .from('post_bookmarks')
        .select('post_id, created_at, post:posts!inner(id)')
        .eq('member_id', userId)
        .order('created_at', { ascending: false })
        .order('post_id', { ascending: false })
        .limit(FEED_PAGE_SIZE)
        .abortSignal(signal)
      if (cursor)
        marks = marks.or(
          `created_at.lt."${cursor.createdAt}",and(created_at.eq."${cursor.createdAt}",post_id.lt.${cursor.id})`,
        )
      const { data: page, error } = await marks
      if (error) throw toAppError(error)
      if (!page.length) return { items: [], nextCursor: null }
      const { data, error: postsError } = await client
        .from('posts')
        .select(FEED_SELECT)
        .in(
          'id',
          page.map((m) => m.post_id),
        )
        .eq('my_like.user_id', userId)
        .abortSignal(signal)
        .overrideTypes<Omit<FeedPost, 'original'>[], { merge: false }>()
      if (postsError) throw toAppError(postsError)
      const byId = new Map((await withOriginals(client, data, signal)).map((p) => [p.id, p]))
      const last = page.at(-1)!
      return {
        items: page.flatMap((m) => byId.get(m.post_id) ?? []),
        nextCursor: page.length === FEED_PAGE_SIZE ? { createdAt: last.created_at, id: last.post_id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

/** Saves or unsaves a post for the member alone; nobody else learns of it. */
export function useToggleBookmark(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, save }: { postId: string; save: boolean }) => {
      const supabase = await getSupabase()
      const { error } = save
        ? await supabase
            .from('post_bookmarks')
            .upsert({ member_id: userId, post_id: postId }, { ignoreDuplicates: true })
        : await supabase.from('post_bookmarks').delete().eq('member_id', userId).eq('post_id', postId)
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { postId, save }) => {
      qc.setQueryData(postKeys.bookmark(userId, postId), save)
      if (!save) removeFromSaved(qc, userId, postId)
      void notify(
        save ? t('Post saved. Only you can see what you save.') : t('Removed from your saved posts'),
        'success',
      )
      await qc.invalidateQueries({ queryKey: postKeys.saved(userId), refetchType: save ? 'active' : 'none' })
    },
    meta: {
      errorToast: ({ save }: { postId: string; save: boolean }) =>
        save ? t('The post was not saved') : t('The post was not removed from your saved posts'),
    },
  })
}

function removeFromSaved(qc: ReturnType<typeof useQueryClient>, userId: string, postId: string) {
  qc.setQueryData<{ pages: FeedPage[]; pageParams: unknown[] }>(
    postKeys.saved(userId),
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== postId) })),
      },
  )
}
