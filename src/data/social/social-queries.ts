import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { answerAssociateRequest, notifyAnswered, refreshAfterAnswer } from '@/data/associates/answer-request'
import { insertAssociateRequest } from '@/data/associates/insert-request'
import { profileKeys } from '@/data/profiles/keys'
import { instantToggle } from '@/lib/instant-toggle'
import { ConflictError, errorMessage, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { PersonSummary } from '@/data/profiles/person-summary'
import { socialKeys } from './keys'
import { t } from '@/lib/i18n'

export interface Relationship {
  isFollowing: boolean
  isAssociate: boolean
  /** A pending associate request between the two, and who sent it. */
  pendingRequest: { id: string; sentByMe: boolean } | null
}

export const relationshipQueryOptions = (me: string, other: string) =>
  queryOptions({
    queryKey: socialKeys.relationship(other),
    queryFn: async ({ signal }): Promise<Relationship> => {
      const supabase = await getSupabase()
      const [follow, associate, request] = await Promise.all([
        supabase
          .from('follows')
          .select('follower_id')
          .eq('follower_id', me)
          .eq('followee_id', other)
          .abortSignal(signal),
        supabase.from('associates').select('user_id').eq('user_id', me).eq('associate_id', other).abortSignal(signal),
        supabase
          .from('associate_requests')
          .select('id, sender_id')
          .eq('status', 'pending')
          .or(`and(sender_id.eq.${me},recipient_id.eq.${other}),and(sender_id.eq.${other},recipient_id.eq.${me})`)
          .abortSignal(signal),
      ])
      const failed = follow.error ?? associate.error ?? request.error
      if (failed) throw toAppError(failed)
      const pending = request.data?.[0]
      return {
        isFollowing: (follow.data?.length ?? 0) > 0,
        isAssociate: (associate.data?.length ?? 0) > 0,
        pendingRequest: pending ? { id: pending.id, sentByMe: pending.sender_id === me } : null,
      }
    },
  })

const PERSON = 'id, name, headline, profile_photo_url, profile_type, verification_status'

export const followListQueryOptions = (userId: string, direction: 'followers' | 'following') =>
  queryOptions({
    queryKey: direction === 'followers' ? socialKeys.followers(userId) : socialKeys.following(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const query =
        direction === 'followers'
          ? supabase
              .from('follows')
              .select(`created_at, person:profiles!follower_id(${PERSON})`)
              .eq('followee_id', userId)
          : supabase
              .from('follows')
              .select(`created_at, person:profiles!followee_id(${PERSON})`)
              .eq('follower_id', userId)
      const { data, error } = await query
        .order('created_at', { ascending: false })
        .limit(200)
        .abortSignal(signal)
        .overrideTypes<Array<{ created_at: string; person: PersonSummary | null }>, { merge: false }>()
      if (error) throw toAppError(error)
      // A private profile the reader may not see comes back as null: leave it out.
      return data.flatMap((row) => (row.person ? [row.person] : []))
    },
  })

/** People worth following: visible members the reader does not follow yet, most followed first. */
export const suggestedPeopleQueryOptions = (me: string) =>
  queryOptions({
    queryKey: socialKeys.suggestions(),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data: follows } = await supabase
        .from('follows')
        .select('followee_id')
        .eq('follower_id', me)
        .abortSignal(signal)
      const exclude = [me, ...(follows ?? []).map((f) => f.followee_id)]
      const { data, error } = await supabase
        .from('profiles')
        .select(PERSON)
        .not('id', 'in', `(${exclude.join(',')})`)
        .order('follower_count', { ascending: false })
        .limit(5)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })

/** Follow or unfollow at once (see `instantToggle`). */
export function useToggleFollow(me: string) {
  const qc = useQueryClient()
  return useCallback(
    (other: string, currentlyFollowing: boolean) => {
      const key = socialKeys.relationship(other)
      instantToggle({
        key: `follow:${other}`,
        shown: currentlyFollowing,
        show: (following) => qc.setQueryData<Relationship>(key, (r) => r && { ...r, isFollowing: following }),
        read: () => qc.getQueryData<Relationship>(key)?.isFollowing ?? !currentlyFollowing,
        send: async (following) => {
          const supabase = await getSupabase()
          const { error } = following
            ? await supabase.from('follows').insert({ follower_id: me, followee_id: other })
            : await supabase.from('follows').delete().eq('follower_id', me).eq('followee_id', other)
          return error
        },
        onFailed: (following, error) =>
          void notify(following ? t('Could not follow') : t('Could not unfollow'), 'error', errorMessage(error)),
        onSaved: async () => {
          await Promise.all([
            qc.invalidateQueries({ queryKey: socialKeys.followers(other) }),
            qc.invalidateQueries({ queryKey: socialKeys.following(me) }),
            qc.invalidateQueries({ queryKey: profileKeys.public(other) }),
            qc.invalidateQueries({ queryKey: socialKeys.suggestions() }),
          ])
        },
      })
    },
    [qc, me],
  )
}

export function useSendAssociateRequest(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ other, message }: { other: string; message: string }) => {
      const e = await insertAssociateRequest(me, other, message)
      if (e) {
        throw e instanceof ConflictError && !/already associates/.test(e.message)
          ? new ConflictError(t('A request between you is already waiting for an answer'))
          : e
      }
    },
    onSuccess: async (_, { other }) => {
      void notify(t('Associate request sent'), 'success')
      await qc.invalidateQueries({ queryKey: socialKeys.relationship(other) })
    },
    meta: { errorToast: t('The request was not sent') },
  })
}

export function useRespondToRequest() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (answer: { requestId: string; accept: boolean; other: string }) => answerAssociateRequest(answer),
    onSuccess: async (_, { accept, other }) => {
      notifyAnswered(accept)
      await refreshAfterAnswer(qc, other)
    },
    meta: { errorToast: t('Could not answer the request') },
  })
}
