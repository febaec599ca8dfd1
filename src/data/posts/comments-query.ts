import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { postKeys } from './keys'
import { patchPost } from './post-cache'
import { AUTHOR_EMBED, withAuthor } from './post-select'
import type { PostComment } from './post-types'
import { t } from '@/lib/i18n'

const COMMENT_SELECT = `id, post_id, author_id, parent_id, body, edited_at, created_at, ${AUTHOR_EMBED}`

export const commentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('post_comments')
        .select(COMMENT_SELECT)
        .eq('post_id', postId)
        .order('created_at')
        .limit(500)
        .abortSignal(signal)
        .overrideTypes<PostComment[], { merge: false }>()
      if (error) throw toAppError(error)
      return data.map(withAuthor)
    },
  })

export function useAddComment(postId: string, userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, parentId }: { body: string; parentId: string | null }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('post_comments')
        .insert({ post_id: postId, author_id: userId, body, parent_id: parentId })
        .select(COMMENT_SELECT)
        .single()
        .overrideTypes<PostComment, { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: (comment) => {
      qc.setQueryData<PostComment[]>(postKeys.comments(postId), (list) => [...(list ?? []), comment])
      patchPost(qc, postId, (p) => ({ ...p, comment_count: p.comment_count + 1 }))
    },
    meta: { errorToast: t('Your comment was not posted') },
  })
}

export function useEditComment(postId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('post_comments')
        .update({ body })
        .eq('id', id)
        .select('id, body, edited_at')
        .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: (row) =>
      qc.setQueryData<PostComment[]>(postKeys.comments(postId), (list) =>
        list?.map((c) => (c.id === row.id ? { ...c, ...row } : c)),
      ),
    meta: { errorToast: t('Your changes were not saved') },
  })
}

export function useDeleteComment(postId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('post_comments').delete().eq('id', id)
      if (error) throw toAppError(error)
      return id
    },
    onSuccess: (id) => {
      const list = qc.getQueryData<PostComment[]>(postKeys.comments(postId)) ?? []
      const removed = list.filter((c) => c.id === id || c.parent_id === id).length
      qc.setQueryData<PostComment[]>(
        postKeys.comments(postId),
        list.filter((c) => c.id !== id && c.parent_id !== id),
      )
      patchPost(qc, postId, (p) => ({ ...p, comment_count: Math.max(0, p.comment_count - removed) }))
    },
    meta: { errorToast: t('The comment was not deleted') },
  })
}
