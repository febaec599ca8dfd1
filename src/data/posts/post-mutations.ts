import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { instantToggle } from '@/lib/instant-toggle'
import { ConflictError, errorMessage, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { postKeys } from './keys'
import { findPost, patchPost, prependPost, removePost } from './post-cache'
import { FEED_SELECT } from './post-select'
import type { FeedPost } from './post-types'
import { t } from '@/lib/i18n'

export interface NewPost {
  body: string
  visibility: 'public' | 'associates'
  /** Paths of images already uploaded (`uploadPostImage`), and their alt texts ('' when skipped). */
  media: string[]
  mediaAlt: string[]
  /** Posts into this community (its members see it; the audience is the community). */
  communityId?: string | null
}

/** Publishes a post; the database then ends the member's draft for that place. */
export function useCreatePost(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, visibility, media, mediaAlt, communityId = null }: NewPost) => {
      // No alt text on any image is stored as none at all, as posts written before alt text were.
      const media_alt = mediaAlt.some((a) => a.trim()) ? mediaAlt.map((a) => a.trim()) : []
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('posts')
        .insert({ author_id: userId, body, visibility, media, media_alt, community_id: communityId })
        .select(FEED_SELECT)
        .eq('my_like.user_id', userId)
        .single()
        .overrideTypes<Omit<FeedPost, 'original'>, { merge: false }>()
      if (error) throw toAppError(error)
      return { ...data, original: null } satisfies FeedPost
    },
    onSuccess: async (post) => {
      prependPost(qc, postKeys.feed('home'), post)
      prependPost(qc, postKeys.feed('following'), post)
      prependPost(qc, postKeys.feed(`profile:${userId}`), post)
      if (post.community_id) prependPost(qc, postKeys.feed(`community:${post.community_id}`), post)
      qc.setQueryData(postKeys.draft(userId, post.community_id ?? null), null)
      await qc.invalidateQueries({ queryKey: postKeys.authored(userId) })
    },
    meta: { errorToast: 'Your post was not published' },
  })
}

export function useUpdatePost() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      body,
      visibility,
      mediaAlt,
    }: {
      id: string
      body: string
      visibility: FeedPost['visibility']
      /** One per image, in order; '' where there is none. */
      mediaAlt: string[]
    }) => {
      const supabase = await getSupabase()
      const media_alt = mediaAlt.some((a) => a.trim()) ? mediaAlt.map((a) => a.trim()) : []
      const { data, error } = await supabase
        .from('posts')
        .update({ body, visibility, media_alt })
        .eq('id', id)
        .select('id, body, visibility, media_alt, hashtags, edited_at')
        .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: (row) => patchPost(qc, row.id, (p) => ({ ...p, ...row })),
    meta: { errorToast: 'Your changes were not saved' },
  })
}

export function useDeletePost(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('posts').delete().eq('id', id)
      if (error) throw toAppError(error)
      return id
    },
    onSuccess: async (id) => {
      removePost(qc, id)
      void notify(t('Post deleted'), 'success')
      await qc.invalidateQueries({ queryKey: postKeys.authored(userId) })
    },
    meta: { errorToast: 'The post was not deleted' },
  })
}

export function useRepost(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, body }: { postId: string; body: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('posts').insert({ author_id: userId, repost_of: postId, body })
      if (error) {
        const e = toAppError(error)
        throw e instanceof ConflictError ? new ConflictError(t('You already reposted this post')) : e
      }
    },
    onSuccess: async (_, { postId }) => {
      patchPost(qc, postId, (p) => ({ ...p, repost_count: p.repost_count + 1 }))
      void notify(t('Reposted to your followers'), 'success')
      await qc.invalidateQueries({ queryKey: postKeys.feed('home') })
    },
    meta: { errorToast: 'Not reposted' },
  })
}

/** Like or unlike at once (see `instantToggle`). */
export function useToggleLike(userId: string) {
  const qc = useQueryClient()
  return useCallback(
    (postId: string) => {
      const post = findPost(qc, postId)
      if (!post) return
      instantToggle({
        key: `like:${postId}`,
        shown: post.my_like.length > 0,
        show: (liked) =>
          patchPost(qc, postId, (p) =>
            p.my_like.length > 0 === liked
              ? p
              : {
                  ...p,
                  my_like: liked ? [{ user_id: userId }] : [],
                  like_count: Math.max(0, p.like_count + (liked ? 1 : -1)),
                },
          ),
        read: () => (findPost(qc, postId)?.my_like.length ?? 0) > 0,
        send: async (liked) => {
          const supabase = await getSupabase()
          const { error } = liked
            ? await supabase.from('post_likes').insert({ post_id: postId, user_id: userId })
            : await supabase.from('post_likes').delete().eq('post_id', postId).eq('user_id', userId)
          return error
        },
        onFailed: (liked, error) =>
          void notify(
            liked ? t('Could not like the post') : t('Could not remove your like'),
            'error',
            errorMessage(error),
          ),
      })
    },
    [qc, userId],
  )
}
