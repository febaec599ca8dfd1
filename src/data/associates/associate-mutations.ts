import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { profileKeys } from '@/data/profiles/keys'
import { socialKeys } from '@/data/social/keys'
import { ConflictError, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { AssociateEntry, RequestPage, Suggestion } from './associate-types'
import { answerAssociateRequest, notifyAnswered, refreshAfterAnswer } from './answer-request'
import { insertAssociateRequest } from './insert-request'
import { associateKeys, type RequestDirection } from './keys'
import { t } from '@/lib/i18n'

/** Takes one request out of a cached list at once (the realtime echo and the refetch settle it). */
function dropRequest(qc: ReturnType<typeof useQueryClient>, type: RequestDirection, id: string) {
  qc.setQueryData<InfiniteData<RequestPage, string | null>>(associateKeys.requestList(type), (d) =>
    d
      ? {
          ...d,
          pages: d.pages.map((p) => ({
            ...p,
            count: Math.max(0, p.count - (p.data.some((r) => r.id === id) ? 1 : 0)),
            data: p.data.filter((r) => r.id !== id),
          })),
        }
      : d,
  )
}

/** Accept or decline a received request. */
export function useAnswerRequest(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (answer: { requestId: string; accept: boolean; other: string }) => answerAssociateRequest(answer),
    onMutate: ({ requestId }) => {
      dropRequest(qc, 'received', requestId)
      qc.setQueryData<number>(associateKeys.receivedCount(userId), (n) => Math.max(0, (n ?? 1) - 1))
    },
    onSuccess: (_, { accept }) => notifyAnswered(accept),
    meta: { errorToast: t('Could not answer the request') },
    onSettled: async (_, __, { other }) => {
      await refreshAfterAnswer(qc, other)
    },
  })
}

/** Withdraw a sent request; nobody is notified. */
export function useWithdrawRequest() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ requestId }: { requestId: string; other: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('withdraw_associate_request', { request_id: requestId })
      if (error) throw toAppError(error)
    },
    onMutate: ({ requestId }) => dropRequest(qc, 'sent', requestId),
    onSuccess: () => void notify(t('Request withdrawn'), 'success'),
    meta: { errorToast: t('Could not withdraw the request') },
    onSettled: async (_, __, { other }) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: associateKeys.requests('sent') }),
        qc.invalidateQueries({ queryKey: associateKeys.suggestions() }),
        qc.invalidateQueries({ queryKey: socialKeys.relationship(other) }),
      ])
    },
  })
}

/** Connect with a suggested member, with an optional note. */
export function useConnect(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ other, message }: { other: string; message: string }) => {
      const e = await insertAssociateRequest(me, other, message)
      if (e) {
        throw e instanceof ConflictError && !e.message
          ? new ConflictError(t('A request between you is already waiting'))
          : e
      }
    },
    onMutate: ({ other }) =>
      qc.setQueryData<Suggestion[]>(associateKeys.suggestions(), (list) => list?.filter((s) => s.id !== other)),
    onSuccess: () => void notify(t('Associate request sent'), 'success'),
    meta: { errorToast: t('The request was not sent') },
    onSettled: async (_, __, { other }) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: associateKeys.requests('sent') }),
        qc.invalidateQueries({ queryKey: associateKeys.suggestions() }),
        qc.invalidateQueries({ queryKey: socialKeys.relationship(other) }),
      ])
    },
  })
}

/** "Not now": the suggestion leaves the list for good. */
export function useDismissSuggestion(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (other: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('associate_suggestion_dismissals')
        .upsert({ user_id: me, dismissed_id: other }, { onConflict: 'user_id,dismissed_id', ignoreDuplicates: true })
      if (error) throw toAppError(error)
    },
    onMutate: (other) =>
      qc.setQueryData<Suggestion[]>(associateKeys.suggestions(), (list) => list?.filter((s) => s.id !== other)),
    meta: { errorToast: t('Could not dismiss the suggestion') },
    onSettled: () => qc.invalidateQueries({ queryKey: associateKeys.suggestions() }),
  })
}

/** End an association (both sides); nobody is notified. */
export function useRemoveAssociate(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (other: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('associates').delete().eq('user_id', me).eq('associate_id', other)
      if (error) throw toAppError(error)
    },
    onMutate: (other) =>
      qc.setQueryData<AssociateEntry[]>(associateKeys.list(me), (list) =>
        list?.filter((row) => row.associate.id !== other),
      ),
    onSuccess: () => void notify(t('Associate removed'), 'success'),
    meta: { errorToast: t('Could not remove the associate') },
    onSettled: async (_, __, other) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: associateKeys.list(me) }),
        qc.invalidateQueries({ queryKey: socialKeys.relationship(other) }),
        qc.invalidateQueries({ queryKey: profileKeys.public(other) }),
      ])
    },
  })
}
